import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GoLive } from '#shared/admin/go-live.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { RetryNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { goLiveQuery } from '#web/lib/admin/api/get-go-live.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useConfirmReview } from '../api/confirm-review.ts';
import { useChecklistHidden } from '../checklist-visibility.ts';
import { type GoLiveItem, goLiveItems } from '../go-live-items.ts';

const HEADING_ID = 'go-live-heading';

function ItemLink({ item }: { item: GoLiveItem }) {
  const className = 'font-semibold text-blue-800 underline-offset-2 hover:underline';
  // The mail item points at a panel on this page; the others at their own admin pages.
  return item.href.startsWith('#') ? (
    <a href={item.href} className={className}>
      {item.title}
    </a>
  ) : (
    <Link to={item.href} className={className}>
      {item.title}
    </Link>
  );
}

/** "Prices are right": the owner keeps the first-start values, having looked at them. */
function ReviewButton({ review }: { review: NonNullable<GoLiveItem['review']> }) {
  const confirm = useConfirmReview();
  return (
    <div className="pt-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(review.item)}
      >
        {review.button}
      </Button>
      {confirm.isError && (
        <p role="alert" className="mt-1 text-red-700 text-sm">
          {errorMessage(confirm.error, 'Could not record it. Please try again.')}
        </p>
      )}
    </div>
  );
}

function ChecklistItem({ item }: { item: GoLiveItem }) {
  const state = item.done ? 'Done' : item.optional ? 'Optional' : 'To do';
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${
          item.done ? 'bg-green-600 text-white' : 'border-2 border-slate-300'
        }`}
      >
        {item.done && <AdminIcon name="check" className="size-4" />}
      </span>
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <ItemLink item={item} />
          <span
            className={`text-xs font-medium ${item.done ? 'text-green-800' : item.optional ? 'text-slate-600' : 'text-amber-800'}`}
          >
            {state}
          </span>
        </p>
        <p className="text-slate-600 text-sm">{item.detail}</p>
        {item.review && !item.done && <ReviewButton review={item.review} />}
      </div>
    </li>
  );
}

function progress(status: GoLive) {
  const required = goLiveItems(status).filter((item) => !item.optional);
  return `${required.filter((item) => item.done).length} of ${required.length} steps done`;
}

/** Every item done, the optional GST question too: the checklist says so, with the live site. */
function AllDone({ siteUrl }: { siteUrl: string }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900"
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 font-semibold">
        <AdminIcon name="check" className="size-5 text-green-700" />
        All done: your site is live
      </h2>
      <a
        href={siteUrl}
        target="_blank"
        rel="noopener"
        className="font-semibold text-green-900 underline underline-offset-2"
      >
        Open your site<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/**
 * The dashboard's go-live checklist: shown from the first sign-in until every step is done, then
 * a line that says so. It can be hidden for now; a line then keeps the count and brings it back.
 */
export function GoLiveChecklist() {
  const goLive = useQuery(goLiveQuery);
  const [hidden, setHidden] = useChecklistHidden();

  if (goLive.isError) {
    return (
      <RetryNotice
        message={errorMessage(goLive.error, 'Failed to load the go-live checklist.')}
        onRetry={() => goLive.refetch()}
      />
    );
  }
  if (!goLive.isSuccess) return null;
  if (goLive.data.ready && goLive.data.gstin.done) return <AllDone siteUrl={goLive.data.siteUrl} />;

  if (hidden) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-amber-900 text-sm">
        <span>Go-live checklist: {progress(goLive.data)}.</span>
        <Button variant="ghost" size="sm" onClick={() => setHidden(false)}>
          Show checklist
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className={cardFrameClass}>
      <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-5 pb-3 sm:px-5">
        <div>
          <h2 id={HEADING_ID} className="font-semibold text-lg text-slate-900">
            Go-live checklist
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            {goLive.data.ready
              ? `Every step before taking money is done (${progress(goLive.data)}); answer the GST question to finish.`
              : `Before customers pay real money: ${progress(goLive.data)}. Each step ticks itself once it is done.`}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setHidden(true)}>
          Hide for now
        </Button>
      </div>
      <ul className="divide-y divide-slate-100 border-slate-200 border-t">
        {goLiveItems(goLive.data).map((item) => (
          <ChecklistItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
