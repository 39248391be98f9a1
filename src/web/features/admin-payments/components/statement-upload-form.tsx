import type { FormEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { StatementColumnMapping } from '#shared/payments/statement-mapping.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { StatementUpload } from '../api/upload-statement.ts';
import { BANK_CHOICES } from '../bank-choice.ts';
import type { UploadField, UploadInputs } from '../upload-inputs.ts';

interface StatementUploadFormProps {
  form: UseFormReturn<UploadInputs, StatementColumnMapping | null, StatementUpload>;
  /** True while the preview or the apply is on its way: the form holds still. */
  busy: boolean;
  checking: boolean;
  /** Any edit: what was checked before no longer stands. */
  onChange: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const FILE_HINT =
  'CSV, TXT, TSV, XLS, XLSX or PDF, as your bank’s net banking or UPI app exports it, up to 20 MB.';

/** Every kind the server reads (it tells them apart by content, not by the name). */
const ACCEPTED = '.csv,.txt,.tsv,.xls,.xlsx,.pdf';

const DAY_FIELDS: { name: 'daysBefore' | 'daysAfter'; label: string }[] = [
  { name: 'daysBefore', label: 'Days before the booking' },
  { name: 'daysAfter', label: 'Days after the booking' },
];

/** The statement file, its bank, and the date window a credit may fall in. */
export function StatementUploadForm({
  form,
  busy,
  checking,
  onChange,
  onSubmit,
}: StatementUploadFormProps) {
  const { errors } = form.formState;
  const error = (field: UploadField) => errors[field]?.message;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Bank statement" className="space-y-4">
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="statement-file"
          label="Statement file"
          hint={FILE_HINT}
          error={error('file')}
        >
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <input
                {...fieldAria('statement-file', error('file'), FILE_HINT)}
                type="file"
                accept={ACCEPTED}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  onChange();
                }}
                className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1 file:font-semibold file:text-blue-800`}
              />
            )}
          />
        </FormField>
        <FormField id="statement-bank" label="Bank" error={error('bank')}>
          <select
            {...fieldAria('statement-bank', error('bank'))}
            {...form.register('bank', { onChange })}
            className={inputClass}
          >
            {BANK_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 font-medium text-slate-800 text-sm">
            Date window: a credit may come this many days around the booking’s day
          </legend>
          <div className="grid grid-cols-2 gap-4">
            {DAY_FIELDS.map(({ name, label }) => {
              const id = `statement-${name}`;
              return (
                <FormField key={name} id={id} label={label} error={error(name)}>
                  <input
                    {...fieldAria(id, error(name))}
                    type="number"
                    min={0}
                    max={60}
                    step={1}
                    inputMode="numeric"
                    {...form.register(name, { onChange })}
                    className={`${inputClass} tabular-nums`}
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      </fieldset>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {checking ? 'Checking…' : 'Check statement'}
      </Button>
    </form>
  );
}
