import type { SiteInfo } from '#shared/site/site-info.ts';
import { whatsAppChatUrl } from '#shared/site/whatsapp-link.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { commonMessages } from '#web/i18n/messages.ts';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { Icon, type IconName } from './icon.tsx';

function toContacts(
  info: SiteInfo,
  chatText: string,
): {
  icon: IconName;
  labelKey: 'phone' | 'whatsApp' | 'email' | 'address';
  text: string;
  href?: string;
}[] {
  return [
    { icon: 'phone', labelKey: 'phone', text: info.phone, href: `tel:${info.phonecall}` },
    // The business's own WhatsApp number once site info has one; until then the phone's.
    {
      icon: 'chat',
      labelKey: 'whatsApp',
      text: info.whatsapp ? chatText : info.phone,
      href: whatsAppChatUrl(info.whatsapp || info.phonecall),
    },
    { icon: 'mail', labelKey: 'email', text: info.email, href: `mailto:${info.email}` },
    // Two lines, as on an envelope.
    { icon: 'mapPin', labelKey: 'address', text: `${info.address}\n${info.addressCity}` },
  ];
}

/** Phone, WhatsApp, email and address from the site info (footer, home and contact page). */
export function SupportContacts() {
  const t = useMessages(commonMessages);
  const contacts = toContacts(useSiteInfo(), t.chatOnWhatsApp);
  return (
    <ul className="space-y-3">
      {contacts.map((contact) => (
        <li key={contact.labelKey} className="flex items-start gap-3">
          <Icon name={contact.icon} className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <span>
            <span className="block font-medium text-slate-900">{t[contact.labelKey]}</span>
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
