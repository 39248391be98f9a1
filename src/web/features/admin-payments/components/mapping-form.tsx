import { type UseFormSetError, useForm } from 'react-hook-form';
import {
  STATEMENT_DATE_ORDERS,
  type StatementColumnMapping,
  type StatementDateOrder,
} from '#shared/payments/statement-mapping.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveMapping } from '../api/save-mapping.ts';
import {
  type MappingField,
  type MappingInputs,
  mappingFromInputs,
  mappingInputOf,
  mappingResolver,
  toMappingInputs,
} from '../mapping-inputs.ts';
import { PAYMENTS_MESSAGES } from '../payments-messages.ts';

type ColumnField = Exclude<MappingField, 'amountsKind' | 'dateOrder'>;

const COLUMN_LABELS: Record<ColumnField, { label: string; hint?: string }> = {
  date: { label: 'Date column', hint: 'The transaction date, e.g. Txn Date.' },
  description: { label: 'Description column', hint: 'e.g. Narration, Particulars, Remarks.' },
  reference: {
    label: 'Reference column (optional)',
    hint: 'Where the bank puts the UPI reference, if not in the description.',
  },
  credit: { label: 'Credit column', hint: 'Money in, e.g. Deposit Amt.' },
  debit: { label: 'Debit column (optional)', hint: 'Money out, e.g. Withdrawal Amt.' },
  amount: { label: 'Amount column' },
  direction: {
    label: 'Cr/Dr column (optional)',
    hint: 'Leave blank if the amount carries Cr/Dr or a minus sign itself.',
  },
  currency: { label: 'Currency column (optional)', hint: 'Lines in another currency are skipped.' },
};

const AMOUNT_KINDS: { value: MappingInputs['amountsKind']; label: string }[] = [
  { value: 'credit-debit', label: 'Credits and debits in separate columns' },
  { value: 'amount-direction', label: 'One amount column, with Cr/Dr or a sign' },
];

const DATE_ORDER_LABELS: Record<StatementDateOrder, string> = {
  'day-month-year': 'Day first: 23/11/26',
  'month-day-year': 'Month first: 11/23/26',
};

/** The server's field errors ("mapping.amounts.credit") at this form's inputs. */
function showServerErrors(setError: UseFormSetError<MappingInputs>, failure: unknown): void {
  if (!(failure instanceof ApiError)) return;
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const field = mappingInputOf(path.split('.'));
    if (field) setError(field, { message });
  }
}

/** `start`: inputs to begin from instead of the saved ones (guessed from a refused file). */
export function MappingForm({ stored, start }: { stored: MappingInputs; start?: MappingInputs }) {
  // Problems show once a save is tried, then follow each edit (the form's default modes).
  const form = useForm<MappingInputs, unknown, StatementColumnMapping>({
    resolver: mappingResolver,
    defaultValues: start ?? stored,
  });
  const { errors } = form.formState;
  const save = useSaveMapping();
  const inputs = form.watch();
  const unsaved =
    JSON.stringify(mappingFromInputs(inputs)) !== JSON.stringify(mappingFromInputs(stored));

  const submit = form.handleSubmit((mapping) => {
    save.mutate(mapping, {
      onSuccess: (answer) => form.reset(toMappingInputs(answer.mapping)),
      onError: (failure) => showServerErrors(form.setError, failure),
    });
  });
  const onEdit = () => save.reset();

  const column = (field: ColumnField) => {
    const id = `mapping-${field}`;
    const { label, hint } = COLUMN_LABELS[field];
    const error = errors[field]?.message;
    return (
      <FormField key={field} id={id} label={label} hint={hint} error={error}>
        <input
          {...fieldAria(id, error, hint)}
          maxLength={100}
          autoComplete="off"
          {...form.register(field, { onChange: onEdit })}
          className={inputClass}
        />
      </FormField>
    );
  };
  const amountColumns: ColumnField[] =
    inputs.amountsKind === 'credit-debit' ? ['credit', 'debit'] : ['amount', 'direction'];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        save.reset();
        void submit(event);
      }}
      aria-labelledby="mapping-heading"
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {column('date')}
        {column('description')}
        {column('reference')}
        {column('currency')}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 font-medium text-slate-800 text-sm">Amounts</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {AMOUNT_KINDS.map((kind) => (
            <label key={kind.value} className="flex items-center gap-2 text-slate-800 text-sm">
              <input
                type="radio"
                value={kind.value}
                {...form.register('amountsKind', { onChange: onEdit })}
                className="size-4 accent-blue-700"
              />
              {kind.label}
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">{amountColumns.map(column)}</div>
      </fieldset>
      <FormField id="mapping-dateOrder" label="Numeric dates" error={errors.dateOrder?.message}>
        <select
          {...fieldAria('mapping-dateOrder', errors.dateOrder?.message)}
          {...form.register('dateOrder', { onChange: onEdit })}
          className={`${inputClass} sm:max-w-xs`}
        >
          {STATEMENT_DATE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {DATE_ORDER_LABELS[order]}
            </option>
          ))}
        </select>
      </FormField>
      <SaveBar
        save={save}
        savedMessage={PAYMENTS_MESSAGES.mappingSaved}
        failedMessage={PAYMENTS_MESSAGES.mappingSaveFailed}
        unsaved={unsaved}
      />
    </form>
  );
}
