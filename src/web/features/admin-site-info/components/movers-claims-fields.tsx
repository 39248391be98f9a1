import type { UseFormReturn } from 'react-hook-form';
import type { MoversFigureClaim } from '#shared/site/movers-claims.ts';
import type { SiteInfoSettings } from '#shared/site/site-info-settings-schema.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';

/** Each figure as customers read it on the movers page, to say what the owner vouches for. */
const FIGURES: { claim: MoversFigureClaim; label: string; shownAs: string }[] = [
  { claim: 'rating', label: 'Rating (out of 5)', shownAs: '“Rated … by families across India”' },
  { claim: 'moves', label: 'Moves done', shownAs: '“… moves” and “… happy families”' },
  { claim: 'cities', label: 'Cities covered', shownAs: '“… cities covered”' },
  {
    claim: 'onTime',
    label: 'On-time moves',
    shownAs: '“… of our moves arrive on the day we promised”',
  },
  {
    claim: 'crewHours',
    label: 'Hours of crew practice',
    shownAs: '“Every packer has … hours of crew practice”',
  },
];

const confirmLabel = 'True of my business: show it';

/**
 * The packers-and-movers page's claims: each figure, and the owner's confirmation that it is true.
 * An unconfirmed claim is not shown (CCPA guidelines on misleading advertisements, 2022).
 */
export function MoversClaimsFields({
  form,
  onEdit,
}: {
  form: UseFormReturn<SiteInfoSettings>;
  onEdit: () => void;
}) {
  const errors = form.formState.errors.moversClaims;
  return (
    <fieldset className="space-y-4 border-slate-200 border-t pt-5">
      <legend className="float-left w-full font-medium text-slate-900 text-sm">
        Movers page claims
      </legend>
      <p className="text-slate-600 text-xs">
        Customers see a claim only once you tick that it is true and can show it (a rating from real
        reviews, your own records). Advertising claims must be backed up (CCPA guidelines on
        misleading advertisements, 2022).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIGURES.map(({ claim, label, shownAs }) => {
          const id = `movers-claim-${claim}`;
          const message = errors?.[claim]?.figure?.message;
          const hint = `Shown as ${shownAs}.`;
          return (
            <div key={claim} className="space-y-2">
              <FormField id={id} label={label} hint={hint} error={message}>
                <input
                  {...form.register(`moversClaims.${claim}.figure`, { onChange: onEdit })}
                  {...fieldAria(id, message, hint)}
                  autoComplete="off"
                  className={inputClass}
                />
              </FormField>
              <label className="flex items-center gap-2 text-slate-800 text-sm">
                <input
                  type="checkbox"
                  aria-label={`${label}: ${confirmLabel.toLowerCase()}`}
                  {...form.register(`moversClaims.${claim}.confirmed`, { onChange: onEdit })}
                />
                {confirmLabel}
              </label>
            </div>
          );
        })}
        <label className="flex items-center gap-2 text-slate-800 text-sm sm:col-span-2">
          <input
            type="checkbox"
            {...form.register('moversClaims.invoices.confirmed', { onChange: onEdit })}
          />
          “Govt-approved invoices”: true of my business, show it
        </label>
        <label className="flex items-center gap-2 text-slate-800 text-sm sm:col-span-2">
          <input
            type="checkbox"
            {...form.register('moversClaims.insurance.confirmed', { onChange: onEdit })}
          />
          “All-risk insurance” and the damage-free promise: my moves are insured, show them
        </label>
      </div>
    </fieldset>
  );
}
