import { useStore } from '@nanostores/react';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { SupportContacts } from '@/components/support-contacts';
import { fill } from '@/i18n/fill';
import { commonMessages, contactMessages } from '@/i18n/messages';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const t = useStore(contactMessages);
  const { supportHours } = useStore(commonMessages);
  return (
    <>
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-5">
        <section
          aria-labelledby="support-heading"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 md:col-span-2"
        >
          <h2 id="support-heading" className="font-semibold text-lg text-slate-900">
            {t.supportTitle}
          </h2>
          <p className="inline-flex items-center gap-2 text-slate-700">
            <Icon name="clock" className="size-5 text-blue-700" />
            {fill(t.supportHours, { hours: supportHours })}
          </p>
          <SupportContacts />
        </section>
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 md:col-span-3"
        >
          <h2 id="message-heading" className="mb-4 font-semibold text-lg text-slate-900">
            {t.writeTitle}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
