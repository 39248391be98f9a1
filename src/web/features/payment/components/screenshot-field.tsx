import { useRef } from 'react';
import { fieldAria } from '#web/components/form/form-field.tsx';
import { Icon } from '#web/components/icon.tsx';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useFormMessage } from '#web/i18n/use-form-message.ts';
import type { FormMessage } from '#web/lib/api-client.ts';
import { checkProofFile, formatFileSize } from '../proof-file.ts';

const ID = 'payment-screenshot';
const CHOSEN_ID = `${ID}-chosen`;

interface ScreenshotFieldProps {
  file: File | null;
  error?: FormMessage;
  onChange: (file: File | null, error?: FormMessage) => void;
}

/**
 * The optional proof of payment. Non-images and files over 5 MB are refused before upload.
 *
 * The browser's own file input says "Choose File / No file chosen" in the browser's language, so
 * the control shows our words instead. The real input stays, transparent, over the whole control:
 * taps, clicks and a dropped file reach it as before, it takes keyboard focus (the control shows
 * the focus ring), and screen readers hear its label, then the chosen file or "no file chosen".
 */
export function ScreenshotField({ file, error: message, onChange }: ScreenshotFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages(paymentMessages);
  const error = useFormMessage()(message);
  const chosen = file ? file.name : t.noFileChosen;
  const aria = fieldAria(ID, error, t.screenshotHint);

  function clear(problem?: FormMessage) {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null, problem);
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={ID} className="block font-medium text-slate-800 text-sm">
        {t.screenshotLabel}
      </label>
      <div className="relative flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white p-1.5 pr-3 has-[input:hover]:border-blue-400 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-blue-600 has-[input:focus-visible]:outline-offset-2 has-[input[aria-invalid]]:border-red-600">
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-blue-50 px-4 py-2 font-semibold text-blue-800 text-sm"
        >
          <Icon name="upload" className="size-4" />
          {t.chooseFile}
        </span>
        {/* No width of its own: a long file name is cut short (its size stays), never widens the page. */}
        <span id={CHOSEN_ID} className="flex w-0 flex-1 gap-1 text-sm">
          {file ? (
            <>
              <span className="truncate font-medium text-slate-900">{file.name}</span>{' '}
              <span className="shrink-0 text-slate-600">({formatFileSize(file.size)})</span>
            </>
          ) : (
            <span className="truncate text-slate-600">{t.noFileChosen}</span>
          )}
        </span>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          {...aria}
          aria-describedby={[CHOSEN_ID, aria['aria-describedby']].filter(Boolean).join(' ')}
          // The browser's tooltip would say "No file chosen" in its own language.
          title={chosen}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (!picked) return clear();
            const problem = checkProofFile(picked);
            if (problem) clear(problem);
            else onChange(picked);
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      <p id={`${ID}-hint`} className="text-slate-500 text-xs">
        {t.screenshotHint}
      </p>
      {file && (
        <button
          type="button"
          onClick={() => {
            clear();
            // The button goes with the file: keyboard users go on from the picker.
            inputRef.current?.focus();
          }}
          className="font-medium text-blue-800 text-sm underline underline-offset-2"
        >
          {t.removeScreenshot}
        </button>
      )}
      {error && (
        <p id={`${ID}-error`} role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
