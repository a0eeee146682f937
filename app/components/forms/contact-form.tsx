/**
 * PLACEHOLDER owned by the contact-form work (issue 7): pages render <ContactForm /> where the
 * form belongs; the real form replaces this file's contents without changing its export.
 */
export function ContactForm({ service }: { service?: string }) {
  return (
    <p className="text-muted" data-service={service}>
      The contact form is being connected. Meanwhile, please call or e-mail us.
    </p>
  );
}
