import { useStore } from '@nanostores/react';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { SupportContacts } from '@/components/support-contacts';
import { CardSection } from '@/components/ui/card-section';
import { fill } from '@/i18n/fill';
import { contactMessages } from '@/i18n/messages';
import { useSupportHours } from '@/i18n/use-support-hours';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const t = useStore(contactMessages);
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
        </CardSection>
        <CardSection id="message" title={t.writeTitle} className="md:col-span-3">
          <ContactForm />
        </CardSection>
      </div>
    </>
  );
}
