import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';
import {
  MAX_SERVICE_AREAS,
  type ServiceAreaList,
  ServiceAreaListSchema,
} from '#shared/centres/service-areas.ts';
import { MAX_HOME_CHARGE } from '#shared/pricing/home-charge.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveServiceAreas } from '../api/centres.ts';
import { legendClass, panelClass } from './rules-form-styles.ts';

const SAVED = 'Saved. Customers’ PIN codes are checked against these areas from now on.';
const SAVE_FAILED = 'The home service areas could not be saved. Please try again.';
const CHARGE_HINT =
  'Optional: what a customer in the area pays extra for home fitting, in whole rupees (GST included when you are registered). It shows as its own line and is taxed like the rest. Empty or 0: nothing extra.';
/** An empty field is no charge; anything else is checked by the schema as typed. */
const chargeValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const AREA_HINT =
  'A PIN code (248001), a range (248001-248199) or a postal district’s first 3 digits (248: every PIN from 248000 to 248999). Where areas overlap, the narrowest wins: list a PIN on its own to send it to another centre than its district.';

/**
 * The owner's list of home service areas, saved as a whole: a row per area with the centre its
 * visits go out from. The shared schema checks each row as the server does; the server's refusal
 * of a row (a centre closed meanwhile) shows at that row.
 */
export function ServiceAreasForm({
  areas,
  centres,
}: {
  areas: ServiceAreaList;
  centres: readonly FittingCentre[];
}) {
  const form = useForm<ServiceAreaList>({
    resolver: zodResolver(ServiceAreaListSchema),
    defaultValues: areas,
  });
  const rows = useFieldArray({ control: form.control, name: 'areas' });
  const save = useSaveServiceAreas();
  const sending = useRef(false);
  const { errors, isDirty } = form.formState;
  const open = centres.filter((centre) => centre.active);
  const onEdit = () => save.reset();

  const submit = form.handleSubmit((checked) => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(checked, {
      onSuccess: (saved) => form.reset(saved),
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return;
        for (const [field, message] of Object.entries(failure.fieldErrors)) {
          if (/^areas\.\d+\.(pins|centreId|homeCharges\.\w+)$/.test(field)) {
            form.setError(field as Path<ServiceAreaList>, { message });
          }
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className={panelClass}>
        <legend className={`${legendClass} float-left mb-2 w-full`}>Areas</legend>
        <p id="areas-hint" className="clear-both text-slate-600 text-sm">
          {AREA_HINT}
        </p>
        <p id="charges-hint" className="text-slate-600 text-sm">
          {CHARGE_HINT}
        </p>
        {rows.fields.length === 0 && (
          <p className="text-slate-800 text-sm">No areas: home fitting is not offered anywhere.</p>
        )}
        <ol className="space-y-3">
          {rows.fields.map((row, index) => {
            const id = `area-${index}`;
            const pinsError = errors.areas?.[index]?.pins?.message;
            const centreError = errors.areas?.[index]?.centreId?.message;
            return (
              <li key={row.id} className="rounded-lg border border-slate-200 p-2 sm:p-3">
                <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                  <FormField
                    id={`${id}-pins`}
                    label={`Area ${index + 1}: PIN codes`}
                    error={pinsError}
                  >
                    <input
                      inputMode="numeric"
                      autoComplete="off"
                      {...form.register(`areas.${index}.pins`, { onChange: onEdit })}
                      {...fieldAria(`${id}-pins`, pinsError)}
                      aria-describedby={[pinsError && `${id}-pins-error`, 'areas-hint']
                        .filter(Boolean)
                        .join(' ')}
                      className={inputClass}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-centre`}
                    label={`Area ${index + 1}: served from`}
                    error={centreError}
                  >
                    <select
                      {...form.register(`areas.${index}.centreId`, { onChange: onEdit })}
                      {...fieldAria(`${id}-centre`, centreError)}
                      className={inputClass}
                    >
                      <option value="">Choose a centre</option>
                      {open.map((centre) => (
                        <option key={centre.id} value={centre.id}>
                          {centre.name}, {centre.city}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    onClick={() => {
                      rows.remove(index);
                      onEdit();
                    }}
                  >
                    Remove<span className="sr-only"> area {index + 1}</span>
                  </Button>
                </div>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {VEHICLE_TYPES.map((type) => {
                    const chargeId = `${id}-charge-${type}`;
                    const chargeError = errors.areas?.[index]?.homeCharges?.[type]?.message;
                    return (
                      <FormField
                        key={type}
                        id={chargeId}
                        label={`Area ${index + 1}: home fitting, ${VEHICLE_TYPE_LABELS[type].toLowerCase()} (₹)`}
                        error={chargeError}
                      >
                        <input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={MAX_HOME_CHARGE}
                          step={1}
                          {...form.register(`areas.${index}.homeCharges.${type}`, {
                            onChange: onEdit,
                            setValueAs: chargeValue,
                          })}
                          {...fieldAria(chargeId, chargeError)}
                          aria-describedby={[chargeError && `${chargeId}-error`, 'charges-hint']
                            .filter(Boolean)
                            .join(' ')}
                          className={inputClass}
                        />
                      </FormField>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.fields.length >= MAX_SERVICE_AREAS}
          onClick={() => {
            rows.append({ pins: '', centreId: open[0]?.id ?? '' });
            onEdit();
          }}
        >
          Add area
        </Button>
      </fieldset>
      <div className={panelClass}>
        <ErrorNotice message={errors.areas?.message ?? errors.areas?.root?.message} />
        <SaveBar
          save={save}
          savedMessage={SAVED}
          failedMessage={SAVE_FAILED}
          unsaved={isDirty}
          saveLabel="Save areas"
        />
      </div>
    </form>
  );
}
