import { type FormEvent, useState } from 'react';
import {
  STATEMENT_DATE_ORDERS,
  type StatementDateOrder,
} from '#shared/payments/statement-mapping.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveMapping } from '../api/save-mapping.ts';
import {
  checkDraft,
  draftFieldOf,
  fromDraft,
  type MappingDraft,
  type MappingField,
  toDraft,
} from '../mapping-draft.ts';
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

const AMOUNT_KINDS: { value: MappingDraft['amountsKind']; label: string }[] = [
  { value: 'credit-debit', label: 'Credits and debits in separate columns' },
  { value: 'amount-direction', label: 'One amount column, with Cr/Dr or a sign' },
];

const DATE_ORDER_LABELS: Record<StatementDateOrder, string> = {
  'day-month-year': 'Day first: 23/11/26',
  'month-day-year': 'Month first: 11/23/26',
};

/** The server's field errors ("mapping.amounts.credit") at this form's inputs. */
function serverFieldErrors(failure: unknown): Partial<Record<MappingField, string>> {
  if (!(failure instanceof ApiError)) return {};
  const errors: Partial<Record<MappingField, string>> = {};
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const field = draftFieldOf(path.split('.'));
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** `start`: a draft to begin from instead of the saved one (guessed from a refused file). */
export function MappingForm({ stored, start }: { stored: MappingDraft; start?: MappingDraft }) {
  const [draft, setDraft] = useState(start ?? stored);
  const [savedDraft, setSavedDraft] = useState(stored);
  const [triedToSave, setTriedToSave] = useState(false);
  const save = useSaveMapping();
  const checked = checkDraft(draft);
  const errors =
    save.error instanceof ApiError
      ? serverFieldErrors(save.error)
      : triedToSave
        ? checked.errors
        : {};
  const unsaved = JSON.stringify(fromDraft(draft)) !== JSON.stringify(fromDraft(savedDraft));

  const edit = (next: Partial<MappingDraft>) => {
    setDraft({ ...draft, ...next });
    save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    setTriedToSave(true);
    if (!checked.mapping) return;
    save.mutate(checked.mapping, {
      onSuccess: (answer) => {
        const now = toDraft(answer.mapping);
        setDraft(now);
        setSavedDraft(now);
        setTriedToSave(false);
      },
    });
  };

  const column = (field: ColumnField) => {
    const id = `mapping-${field}`;
    const { label, hint } = COLUMN_LABELS[field];
    return (
      <FormField key={field} id={id} label={label} hint={hint} error={errors[field]}>
        <input
          {...fieldAria(id, errors[field], hint)}
          value={draft[field]}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => edit({ [field]: event.target.value })}
          className={inputClass}
        />
      </FormField>
    );
  };
  const amountColumns: ColumnField[] =
    draft.amountsKind === 'credit-debit' ? ['credit', 'debit'] : ['amount', 'direction'];

  return (
    <form noValidate onSubmit={submit} aria-labelledby="mapping-heading" className="space-y-5">
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
                name="mapping-amounts-kind"
                value={kind.value}
                checked={draft.amountsKind === kind.value}
                onChange={() => edit({ amountsKind: kind.value })}
                className="size-4 accent-blue-700"
              />
              {kind.label}
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">{amountColumns.map(column)}</div>
      </fieldset>
      <FormField id="mapping-dateOrder" label="Numeric dates" error={errors.dateOrder}>
        <select
          {...fieldAria('mapping-dateOrder', errors.dateOrder)}
          value={draft.dateOrder}
          onChange={(event) => {
            const order = STATEMENT_DATE_ORDERS.find((value) => value === event.target.value);
            if (order) edit({ dateOrder: order });
          }}
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
