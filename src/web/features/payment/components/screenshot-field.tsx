import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { fieldAria } from '@/components/form/form-field';
import { checkProofFile, formatFileSize } from '@/features/payment/proof-file';
import { paymentMessages } from '@/i18n/messages';
import { useFormMessage } from '@/i18n/use-form-message';

const ID = 'payment-screenshot';

interface ScreenshotFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
}

/** The optional proof of payment. Non-images and files over 5 MB are refused before upload. */
export function ScreenshotField({ file, error: englishError, onChange }: ScreenshotFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useStore(paymentMessages);
  const error = useFormMessage()(englishError);
  const fileSize = file && formatFileSize(file.size);

  function clear(message?: string) {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null, message);
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={ID} className="block font-medium text-slate-800 text-sm">
        {t.screenshotLabel}
      </label>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        {...fieldAria(ID, error, t.screenshotHint)}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (!chosen) return clear();
          const problem = checkProofFile(chosen);
          if (problem) clear(problem);
          else onChange(chosen);
        }}
        className="block w-full text-slate-700 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-4 file:py-2.5 file:font-semibold file:text-blue-800 hover:file:bg-blue-100"
      />
      <p id={`${ID}-hint`} className="text-slate-500 text-xs">
        {t.screenshotHint}
      </p>
      {file && (
        <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm">
          <span className="break-all">
            {t.selectedFile} <span className="font-medium">{file.name}</span> ({fileSize})
          </span>
          <button
            type="button"
            onClick={() => clear()}
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            {t.removeScreenshot}
          </button>
        </p>
      )}
      {error && (
        <p id={`${ID}-error`} role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
