import { useQuery } from '@tanstack/react-query';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { mappingQuery } from '../api/get-mapping.ts';
import { type MappingInputs, toMappingInputs } from '../mapping-inputs.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';
import { MappingForm } from './mapping-form.tsx';

/**
 * "My bank": the statement's column names, set once and saved for every later upload. `suggested`
 * fills the form from the headers of a file no layout fitted, for staff to check and save.
 */
export function MappingEditor({ suggested }: { suggested?: MappingInputs }) {
  const saved = useQuery(mappingQuery);
  return (
    <section aria-labelledby="mapping-heading" className={`${cardClass} space-y-4`}>
      <div>
        <h2 id="mapping-heading" className="font-semibold text-lg text-slate-900">
          Your bank’s columns
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          For a bank without a preset: type each column’s heading as it stands in the statement
          (capitals, spaces and dots do not matter).
          {suggested &&
            ' Filled in from the headers of your file: please check each one, then save.'}
        </p>
      </div>
      <QueryView
        query={saved}
        failedMessage={PAYMENTS_MESSAGES.mappingLoadFailed}
        loadingText="Loading the column mapping…"
      >
        {(stored) => (
          <MappingForm
            key={JSON.stringify(suggested ?? null)}
            stored={toMappingInputs(stored.mapping)}
            start={suggested}
          />
        )}
      </QueryView>
    </section>
  );
}
