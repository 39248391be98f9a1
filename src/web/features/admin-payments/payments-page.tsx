import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { PaymentsQueue } from './components/payments-queue.tsx';
import { StatementPanel } from './components/statement-panel.tsx';

/** /admin/payments: the payment desk (docs/product.md#payment-desk, decision 0022). */
export function PaymentsPage() {
  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="Check UPI payments against your bank statement. Dates are the bank’s; times are India time."
      />
      <div className="space-y-8">
        <StatementPanel />
        <PaymentsQueue />
      </div>
    </>
  );
}
