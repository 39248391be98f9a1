import { Icon } from '#web/components/icon.tsx';
import { SupportContacts } from '#web/components/support-contacts.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { homeMessages } from '#web/i18n/messages.ts';
import { useSupportHours } from '#web/i18n/use-support-hours.ts';
import { HOME_SECTIONS } from '#web/lib/paths.ts';

export function ContactSection() {
  const t = useMessages(homeMessages);
  const supportHours = useSupportHours();
  return (
    <section
      id={HOME_SECTIONS.contact}
      aria-labelledby="contact-heading"
      className="scroll-mt-20 border-slate-200 border-t bg-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <SectionHeading id="contact-heading">{t.contactTitle}</SectionHeading>
          <p className="mt-3 text-slate-700">{t.contactText}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-blue-50 px-4 py-2 font-medium text-blue-900">
            <Icon name="clock" />
            {fill(t.contactHours, { hours: supportHours })}
          </p>
        </div>
        <SupportContacts />
      </div>
    </section>
  );
}
