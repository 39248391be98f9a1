import { useNavigate } from 'react-router';
import { HOME_SECTIONS, paths } from '../../app/paths';
import { ServiceGrid } from '../../components/service-grid';
import { useBookingSelection } from '../booking/booking-selection-context';

export function ServicesSection() {
  const { selectService } = useBookingSelection();
  const navigate = useNavigate();

  return (
    <section
      id={HOME_SECTIONS.services}
      aria-labelledby="services-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 md:py-16"
    >
      <h2 id="services-heading" className="font-bold text-2xl text-slate-900 sm:text-3xl">
        Our Services
      </h2>
      <p className="mt-2 mb-6 text-slate-600">
        Pick what your vehicle needs, then fill in a short form.
      </p>
      <ServiceGrid
        actionLabel="Book Now"
        onChoose={(service) => {
          selectService(service.key);
          navigate(paths.bookYourService);
        }}
      />
    </section>
  );
}
