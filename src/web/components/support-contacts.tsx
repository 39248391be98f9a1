import type { SiteInfo } from '../../shared/site/site-info';
import { useSiteInfo } from '../features/site-info/use-site-info';
import { Icon, type IconName } from './icon';

function toContacts(
  info: SiteInfo,
): { icon: IconName; label: string; text: string; href?: string }[] {
  return [
    { icon: 'phone', label: 'Phone', text: info.phone, href: `tel:${info.phonecall}` },
    {
      icon: 'chat',
      label: 'WhatsApp',
      text: info.phone,
      href: `https://wa.me/${info.phonecall.replace(/\D/g, '')}`,
    },
    { icon: 'mail', label: 'Email', text: info.email, href: `mailto:${info.email}` },
    // Two lines, as on an envelope.
    { icon: 'mapPin', label: 'Address', text: `${info.address}\n${info.addressCity}` },
  ];
}

/** Phone, WhatsApp, email and address from the site info (footer, home and contact page). */
export function SupportContacts() {
  const contacts = toContacts(useSiteInfo());
  return (
    <ul className="space-y-3">
      {contacts.map((contact) => (
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
