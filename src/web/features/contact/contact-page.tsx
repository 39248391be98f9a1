import { Link } from 'react-router';
import { Icon } from '#web/components/icon.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SupportContacts } from '#web/components/support-contacts.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { contactMessages } from '#web/i18n/contact-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { layoutMessages } from '#web/i18n/messages.ts';
import { useSupportHours } from '#web/i18n/use-support-hours.ts';
import { paths } from '#web/lib/paths.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const t = useMessages(contactMessages);
  const layout = useMessages(layoutMessages);
  const supportHours = useSupportHours();
  return (
    <>
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-5">
        <CardSection id="support" title={t.supportTitle} className="md:col-span-2">
          <p className="inline-flex items-center gap-2 text-slate-700">
            <Icon name="clock" className="size-5 text-blue-700" />
            {fill(t.supportHours, { hours: supportHours })}
          </p>
          <SupportContacts />
          <Link to={paths.complaint} className="block text-blue-800 underline">
            {layout.complaints}
          </Link>
        </CardSection>
        <CardSection id="message" title={t.writeTitle} className="md:col-span-3">
          <ContactForm />
        </CardSection>
      </div>
    </>
  );
}
