import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { ServiceGrid } from '#web/components/service-grid.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { bookingMessages, commonMessages } from '#web/i18n/messages.ts';
import { useBookingSelection } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { paths } from '#web/lib/paths.ts';
import { BookingForm } from './components/booking-form.tsx';

export function BookYourServicePage() {
  const { selection, selectService, changeService, saveBookingForm } = useBookingSelection();
  const navigate = useNavigate();
  const { service } = selection;
  const t = useMessages(bookingMessages);
  const { select } = useMessages(commonMessages);

  return (
    <>
      <PageHeader title={t.title}>{service ? t.stepDetails : t.stepChoose}</PageHeader>
      {service ? (
        <div className="mx-auto max-w-3xl px-4 py-8">
          <BookingForm
            // A new service starts a new form, so vehicle type defaults are recomputed.
            key={service}
            service={service}
            selection={selection}
            onChangeService={changeService}
            onSubmit={(form) => {
              saveBookingForm(form);
              navigate(paths.payment);
            }}
          />
        </div>
      ) : (
        <section aria-labelledby="choose-heading" className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="choose-heading" className="mb-4 font-semibold text-slate-900 text-xl">
            {t.chooseService}
          </h2>
          <ServiceGrid actionLabel={select} onChoose={(choice) => selectService(choice.key)} />
        </section>
      )}
    </>
  );
}
