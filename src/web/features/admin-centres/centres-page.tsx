import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FittingCentre, FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { SuccessNotice } from '#web/components/admin/notice.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { centresQuery } from '#web/lib/admin/api/centres.ts';
import { holdSettingsQuery } from './api/hold-settings.ts';
import { CentreForm } from './components/centre-form.tsx';
import { HoldSettingsForm } from './components/hold-settings-form.tsx';

const NEW = 'new';
const linkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';

/** A new centre starts on the first centre's calendar: most shops keep the same hours. */
const blankCentre = (centres: readonly FittingCentre[]): FittingCentreInput => ({
  name: '',
  address: '',
  city: centres[0]?.city ?? '',
  pincode: '',
  mapUrl: '',
  phone: '',
  active: true,
  rules: structuredClone(centres[0]?.rules) as FittingCentreInput['rules'],
});

const inputOf = ({ id: _, position: __, ...input }: FittingCentre): FittingCentreInput => input;

function CentreList({
  centres,
  onEdit,
}: {
  centres: FittingCentre[];
  onEdit: (id: string) => void;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {centres.map((centre) => (
        <li key={centre.id} className={`${cardClass} flex items-start justify-between gap-3 p-4`}>
          <div className="min-w-0 space-y-1">
            <h2 className="font-semibold text-base text-slate-900 [overflow-wrap:anywhere]">
              {centre.name}
            </h2>
            <p className="text-slate-700 text-sm">
              {centre.city} {centre.pincode}
            </p>
            <p
              className={`font-semibold text-sm ${centre.active ? 'text-green-800' : 'text-slate-600'}`}
            >
              {centre.active ? 'Open for bookings' : 'Closed'}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => onEdit(centre.id)}>
            Edit<span className="sr-only"> {centre.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/centres (owner): the fitting centres, each with its address and its own calendar, added
 * and edited here; the payment holds that count by every centre's days. The centre being edited
 * (or "new") lives in the address bar, so a refresh keeps it.
 */
export function CentresPage() {
  const centres = useQuery(centresQuery);
  const holds = useQuery(holdSettingsQuery);
  const [params, setParams] = useSearchParams();
  const [added, setAdded] = useState<string>();
  const editing = params.get('centre') ?? undefined;
  const edit = (id: string | undefined) => {
    setAdded(undefined);
    setParams(id ? { centre: id } : {});
  };

  return (
    <>
      <AdminPageHeader
        title="Fitting centres"
        description="Where plates are fitted, and each centre’s days, times and places. Customers’ calendars follow at once."
        actions={
          !editing && (
            <Button variant="secondary" onClick={() => edit(NEW)}>
              Add a centre
            </Button>
          )
        }
      />
      <QueryView
        query={centres}
        failedMessage="The fitting centres could not be loaded."
        loadingText="Loading fitting centres…"
      >
        {(list) => {
          const centre = list.find((c) => c.id === editing);
          if (editing && (centre || editing === NEW)) {
            return (
              <div className="max-w-3xl space-y-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold text-lg text-slate-900">
                    {centre ? centre.name : 'New fitting centre'}
                  </h2>
                  <Button variant="ghost" size="sm" onClick={() => edit(undefined)}>
                    Back to all centres
                  </Button>
                </div>
                <CentreForm
                  key={editing}
                  centre={centre}
                  initial={centre ? inputOf(centre) : blankCentre(list)}
                  onAdded={(saved) => {
                    edit(undefined);
                    setAdded(`${saved.name} added.`);
                  }}
                />
              </div>
            );
          }
          return (
            <div className="space-y-4">
              <SuccessNotice message={added} />
              <CentreList centres={list} onEdit={edit} />
              <p className="text-slate-700 text-sm">
                Home fitting goes out from the centre each PIN code’s area names:{' '}
                <Link to={ADMIN_PAGE_PATHS.serviceAreas} className={linkClass}>
                  Home service areas
                </Link>
                .
              </p>
            </div>
          );
        }}
      </QueryView>
      {!editing && (
        // Beside the centres whose working days and holidays it can count by.
        <QueryView
          query={holds}
          failedMessage="The payment hold settings could not be loaded."
          loadingText="Loading payment holds…"
        >
          {(stored) => (
            <div className="mt-6 max-w-3xl">
              <HoldSettingsForm settings={stored} />
            </div>
          )}
        </QueryView>
      )}
    </>
  );
}
