import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

/**
 * A card grouping related fields of the booking form, titled unless it holds a radio group whose
 * <legend> names it. Deliberately not a named region: a region called "Address" would compete
 * with the Address field for its label.
 */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 sm:p-6">
      {title && <h2 className="font-semibold text-lg text-slate-900">{title}</h2>}
      {children}
    </Card>
  );
}
