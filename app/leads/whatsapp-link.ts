/**
 * The one-tap WhatsApp chat with a lead's phone (`https://wa.me/<digits>`), or null when the number
 * cannot be one. wa.me wants the full international number in digits: a 10-digit Indian mobile
 * (typed with or without a leading 0) gets India's 91; a number typed with its country code keeps it.
 */
export function whatsAppLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const international = phone.trim().startsWith("+") || phone.trim().startsWith("00");
  let number: string;
  if (international) number = digits.replace(/^00/, "");
  else if (digits.length === 10) number = `91${digits}`;
  else if (digits.length === 11 && digits.startsWith("0")) number = `91${digits.slice(1)}`;
  else number = digits;
  // E.164: at most 15 digits; fewer than 10 is no mobile number anywhere WhatsApp reaches.
  if (number.length < 10 || number.length > 15 || number.startsWith("0")) return null;
  return `https://wa.me/${number}`;
}
