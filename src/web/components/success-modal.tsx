import { useStore } from '@nanostores/react';
import { DELIVERY_WORKING_DAYS } from '@shared/site/site-info';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { fill } from '@/i18n/fill';
import { successMessages } from '@/i18n/messages';

/** Spec section 2: a confirmation dialog. The payment flow goes to /success instead of opening it. */
export function SuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useStore(successMessages);
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new function each render does not re-run the
  // effect below (which would bounce focus back to the opener and into the dialog again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; Escape and "Close" cover keyboards.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="success-modal-title"
        aria-describedby="success-modal-text"
        onKeyDown={(event) => trapFocus(event, dialogRef.current)}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="success-modal-title" className="font-bold text-slate-900 text-xl">
          {t.modalTitle}
        </h2>
        <p id="success-modal-text" className="text-slate-700">
          {fill(t.modalText, { days: DELIVERY_WORKING_DAYS })}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t.close}
          </Button>
          <Button
            size="lg"
            onClick={() => {
              onClose();
              navigate(paths.home);
            }}
          >
            {t.continue}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Keeps Tab inside the dialog while it is open (aria-modal alone does not). */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (event.key !== 'Tab' || !dialog) return;
  const buttons = dialog.querySelectorAll<HTMLElement>('button');
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
