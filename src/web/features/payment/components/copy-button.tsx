import { useState } from 'react';
import { paymentMessages } from '#web/i18n/booking-path-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';

/** Copies a value (the UPI id) for customers paying from a UPI app on the same phone. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const t = useMessages(paymentMessages);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked: the value stays visible and selectable.
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className="rounded-md border border-slate-300 bg-white px-2.5 py-1 font-medium text-slate-700 text-xs hover:bg-slate-100"
    >
      <span aria-live="polite">{copied ? t.copied : t.copy}</span>
    </button>
  );
}
