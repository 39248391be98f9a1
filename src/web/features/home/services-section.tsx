import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';
import { HOME_SECTIONS, paths } from '@/app/paths';
import { ServiceGrid } from '@/components/service-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { useBookingSelection } from '@/features/booking/booking-selection-context';
import { commonMessages, homeMessages } from '@/i18n/messages';

export function ServicesSection() {
  const { selectService } = useBookingSelection();
  const navigate = useNavigate();
  const t = useStore(homeMessages);
  const { bookNow } = useStore(commonMessages);

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
