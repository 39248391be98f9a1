export const DEFAULT_CONTACT_SUBJECT = 'HSRP Booking Support';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A mailto: link (RFC 6068) carrying the subject and a body of name, email and message. */
export function createContactMailLink(to: string, contact: ContactMessage): string {
  const subject = contact.subject.trim() || DEFAULT_CONTACT_SUBJECT;
  const body = [
    `Name: ${contact.name.trim()}`,
    `Email: ${contact.email.trim()}`,
    '',
    contact.message,
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
