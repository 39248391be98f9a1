import type { ReactNode } from 'react';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { ProofViewer } from '#web/components/admin/proof-viewer.tsx';
import { BankCredit } from './bank-credit.tsx';
import { TransactionNumber } from './transaction-number.tsx';

function Evidence({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <h3 className="font-semibold text-slate-500 text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </div>
  );
}

/**
 * What says the booking is paid, side by side (stacked on a phone): the reference the customer
 * gave, their screenshot, and the bank's line, which alone proves that money arrived.
 */
export function PaymentEvidence({ booking }: { booking: AdminBooking }) {
  return (
    <div className="grid gap-4 rounded-xl bg-slate-50 p-3 sm:p-4 md:grid-cols-3">
      <Evidence title="Customer’s reference">
        <TransactionNumber booking={booking} />
      </Evidence>
      <Evidence title="Screenshot">
        <ProofViewer orderId={booking.orderId} proofUrl={booking.proofUrl} variant="button" />
      </Evidence>
      <Evidence title="Bank credit">
        <BankCredit
          line={booking.bankLine}
          totalPaise={Math.round(booking.price.total * 100)}
          flagged={booking.flags.includes('no-bank-credit')}
        />
      </Evidence>
    </div>
  );
}
