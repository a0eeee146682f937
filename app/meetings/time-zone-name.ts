/**
 * Chromium and Node name zones by ICU's (CLDR's) identifiers, which keep names IANA has since
 * replaced: they report "Asia/Calcutta" for a visitor in Lucknow, and even turn "Asia/Kolkata" back
 * into it. The page shows one name for one zone, so it shows IANA's current one. Only renames within
 * one country are listed: a link IANA keeps to another country's zone (Europe/Bratislava to
 * Europe/Prague) names a zone of its own to the visitor and stays as it is.
 */
const currentNames: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The current IANA name of a zone: a legacy alias becomes the name IANA uses today. */
export function currentTimeZoneName(zone: string): string {
  return Object.hasOwn(currentNames, zone) ? currentNames[zone]! : zone;
}

/** Every legacy alias this module renames, with its current name (for tests). */
export const legacyTimeZoneNames = Object.entries(currentNames);
