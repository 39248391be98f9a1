import { useNavigate } from 'react-router';
import { ServiceGrid } from '#web/components/service-grid.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { commonMessages, homeMessages } from '#web/i18n/messages.ts';
import { useBookingSelection } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { HOME_SECTIONS, paths } from '#web/lib/paths.ts';

export function ServicesSection() {
  const { selectService } = useBookingSelection();
  const navigate = useNavigate();
  const t = useMessages(homeMessages);
  const { bookNow } = useMessages(commonMessages);

  return (
    <section
      id={HOME_SECTIONS.services}
      aria-labelledby="services-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 md:py-16"
    >
      <SectionHeading id="services-heading">{t.servicesTitle}</SectionHeading>
      <p className="mt-2 mb-6 text-slate-600">{t.servicesText}</p>
      <ServiceGrid
        actionLabel={bookNow}
        onChoose={(service) => {
          selectService(service.key);
          navigate(paths.bookYourService);
        }}
      />
    </section>
  );
}
