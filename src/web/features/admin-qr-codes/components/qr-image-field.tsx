import type { RefObject } from 'react';
import { fieldAria } from '@/components/form/form-field';
import { useObjectUrl } from './use-object-url';

interface QrImageFieldProps {
  id: string;
  title: string;
  currentUrl: string | null;
  file: File | null;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (file: File | null) => void;
}

/** The QR customers scan now, and the file input for a new one with a preview of it. */
export function QrImageField({
  id,
  title,
  currentUrl,
  file,
  error,
  inputRef,
  onChange,
}: QrImageFieldProps) {
  const previewUrl = useObjectUrl(file);
  const hint = 'An image up to 5 MB. Leave empty to keep the current QR.';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <figure className="flex flex-col items-center gap-2">
        <div className="flex size-44 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {currentUrl ? (
            <img
              src={currentUrl}
              alt={`Current ${title} code`}
              className="size-full object-contain"
            />
          ) : (
            <span className="px-3 text-center text-slate-600 text-sm">No QR uploaded</span>
          )}
        </div>
        <figcaption className="text-slate-600 text-xs">Current</figcaption>
      </figure>
      <div className="space-y-2">
        <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
          QR image
        </label>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          {...fieldAria(id, error, hint)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block w-full text-slate-700 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-semibold file:text-blue-800 hover:file:bg-blue-100"
        />
        <p id={`${id}-hint`} className="text-slate-500 text-xs">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
        {previewUrl && (
          <img
            src={previewUrl}
            alt={`New ${title} code (not saved yet)`}
            className="size-32 rounded-lg border border-blue-300 object-contain"
          />
        )}
      </div>
    </div>
  );
}
