import { SITE_INFO } from '../../shared/site/site-info';
import { Icon, type IconName } from './icon';

const whatsAppNumber = SITE_INFO.phonecall.replace(/\D/g, '');

const CONTACTS: { icon: IconName; label: string; text: string; href?: string }[] = [
  { icon: 'phone', label: 'Phone', text: SITE_INFO.phone, href: `tel:${SITE_INFO.phonecall}` },
  {
    icon: 'chat',
    label: 'WhatsApp',
    text: SITE_INFO.phone,
    href: `https://wa.me/${whatsAppNumber}`,
  },
  { icon: 'mail', label: 'Email', text: SITE_INFO.email, href: `mailto:${SITE_INFO.email}` },
  // Two lines, as on an envelope.
  { icon: 'mapPin', label: 'Address', text: `${SITE_INFO.address}\n${SITE_INFO.addressCity}` },
];

/** Phone, WhatsApp, email and address from the site info (footer, home and contact page). */
export function SupportContacts() {
  return (
    <ul className="space-y-3">
      {CONTACTS.map((contact) => (
        <li key={contact.label} className="flex items-start gap-3">
          <Icon name={contact.icon} className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <span>
            <span className="block font-medium text-slate-900">{contact.label}</span>
            {contact.href ? (
              <a
                href={contact.href}
                className="break-all text-blue-800 underline-offset-2 hover:underline"
              >
                {contact.text}
              </a>
            ) : (
              <span className="whitespace-pre-line">{contact.text}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
