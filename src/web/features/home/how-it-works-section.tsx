import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { homeMessages } from '#web/i18n/messages.ts';
import { HOME_SECTIONS } from '#web/lib/paths.ts';

const STEPS = [
  { titleKey: 'chooseTitle', textKey: 'chooseText' },
  { titleKey: 'detailsTitle', textKey: 'detailsText' },
  { titleKey: 'payTitle', textKey: 'payText' },
  { titleKey: 'installTitle', textKey: 'installText' },
] as const;

export function HowItWorksSection() {
  const t = useMessages(homeMessages);
  return (
    <section
      id={HOME_SECTIONS.howItWorks}
      aria-labelledby="how-heading"
      className="scroll-mt-20 border-slate-200 border-y bg-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <SectionHeading id="how-heading">{t.howTitle}</SectionHeading>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.titleKey} className="rounded-2xl bg-slate-50 p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t[step.titleKey]}</h3>
              <p className="mt-1 text-slate-600 text-sm">
                {fill(t[step.textKey], { days: DELIVERY_WORKING_DAYS })}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
