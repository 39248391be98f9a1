import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog } from './dialog.tsx';

interface ProofViewerProps {
  orderId: string;
  /** The admin-only image URL; null when the customer sent no screenshot. */
  proofUrl: string | null;
  /** "thumbnail" for tables, "button" for the booking cards. */
  variant: 'thumbnail' | 'button';
}

/** Opens a booking's payment screenshot in a modal dialog. */
export function ProofViewer({ orderId, proofUrl, variant }: ProofViewerProps) {
  const [open, setOpen] = useState(false);
  if (!proofUrl) {
    return <span className="text-slate-500 text-xs">No proof</span>;
  }
  const alt = `Payment proof for order ${orderId}`;

  return (
    <>
      {variant === 'thumbnail' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`View proof for ${orderId}`}
          className="block size-12 overflow-hidden rounded-md border border-slate-200 bg-slate-100 hover:ring-2 hover:ring-blue-500"
        >
          <img src={proofUrl} alt="" loading="lazy" className="size-full object-cover" />
        </button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <img
            src={proofUrl}
            alt=""
            loading="lazy"
            className="size-6 rounded border border-slate-200 object-cover"
          />
          View proof
        </Button>
      )}
      {open && (
        <Dialog title={`Payment proof · ${orderId}`} onClose={() => setOpen(false)}>
          <img
            src={proofUrl}
            alt={alt}
            className="mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 object-contain"
          />
          <p className="mt-3 text-center text-sm">
            <a
              href={proofUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-blue-800 underline underline-offset-2"
            >
              Open full size in a new tab
            </a>
          </p>
        </Dialog>
      )}
    </>
  );
}
