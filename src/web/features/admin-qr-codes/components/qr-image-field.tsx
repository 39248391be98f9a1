import type { RefObject } from 'react';
import { fieldAria } from '#web/components/form/form-field.tsx';
import { UploadedQrWarning } from './uploaded-qr-warning.tsx';
import { useObjectUrl } from './use-object-url.ts';

interface QrImageFieldProps {
  id: string;
  title: string;
  file: File | null;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (file: File | null) => void;
}

/** The file input for a new QR image, with a preview of it and what it means for customers. */
export function QrImageField({ id, title, file, error, inputRef, onChange }: QrImageFieldProps) {
  const previewUrl = useObjectUrl(file);
  const hint = 'An image up to 5 MB. Leave empty to keep what customers see now.';

  return (
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
        <>
          <img
            src={previewUrl}
            alt={`New ${title} code (not saved yet)`}
            className="size-32 rounded-lg border border-blue-300 object-contain"
          />
          <UploadedQrWarning />
        </>
      )}
    </div>
  );
}
