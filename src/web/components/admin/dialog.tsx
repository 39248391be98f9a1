import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../ui/button.tsx';
import { AdminIcon } from './admin-icon.tsx';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog, mounted while open. The native <dialog> opened with showModal() makes the page
 * behind it inert and keeps focus inside; Escape, a backdrop click and "Close" all close it, and
 * focus goes back to the control that opened it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the effect (which would re-open the dialog).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const cancel = (event: Event) => {
      // Escape: let React state close it, so the parent stays the one source of truth.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and "Close" serve keyboards.
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[min(100%-2rem,48rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/70"
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-slate-200 border-b px-5 py-3">
          {/* A title may hold an order number, one long word: it wraps rather than widen the dialog. */}
          <h2 id={titleId} className="min-w-0 font-semibold text-lg [overflow-wrap:anywhere]">
            {title}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <AdminIcon name="close" className="size-4" />
            Close
          </Button>
        </div>
        <div className="overflow-auto p-5">{children}</div>
      </div>
    </dialog>
  );
}
