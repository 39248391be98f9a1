import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GoLive } from '#shared/admin/go-live.ts';
import { AdminIcon } from '#web/components/admin/admin-icon.tsx';
import { RetryNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { goLiveQuery } from '#web/lib/admin/api/get-go-live.ts';
import { errorMessage } from '#web/lib/api-client.ts';
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
      </div>
    </li>
  );
}

function progress(status: GoLive) {
  const required = goLiveItems(status).filter((item) => !item.optional);
  return `${required.filter((item) => item.done).length} of ${required.length} steps done`;
}

/**
 * The dashboard's go-live checklist: shown from the first sign-in until every required step is
 * done. It can be hidden for now; a line then keeps the count and brings it back.
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
  if (!goLive.isSuccess || goLive.data.ready) return null;

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
            Before customers pay real money: {progress(goLive.data)}. Each step ticks itself once it
            is done.
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
