import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { complaintDetail, useComplaintAction } from '../api/complaints.ts';

/** A ticket opened in the queue: what the customer wrote, the replies, a reply box and Close. */
export function ComplaintDetail({ id }: { id: string }) {
  const query = useQuery(complaintDetail(id));
  const action = useComplaintAction(id);
  const [reply, setReply] = useState('');

  return (
    <QueryView
      query={query}
      failedMessage="Could not load the ticket."
      loadingText="Loading the ticket…"
    >
      {(ticket) => (
        <div className="space-y-3 border-slate-100 border-t pt-3 text-sm">
          <p className="whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
            {ticket.text}
          </p>
          {ticket.replies.length > 0 && (
            <ul className="space-y-2" aria-label="Replies">
              {ticket.replies.map((r) => (
                <li key={`${r.at}-${r.by}`} className="rounded-lg bg-blue-50 px-3 py-2">
                  <p className="text-slate-600 text-xs">
                    {r.by}, {formatIndiaDateTime(r.at)}
                  </p>
                  <p className="whitespace-pre-line break-words">{r.text}</p>
                </li>
              ))}
            </ul>
          )}
          {ticket.status !== 'closed' && (
            <form
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                action.mutate({ reply }, { onSuccess: () => setReply('') });
              }}
            >
              <label htmlFor={`reply-${id}`} className="block font-medium text-slate-800">
                Reply to {ticket.name} (mailed in {ticket.locale === 'hi' ? 'Hindi' : 'English'} as
                written)
              </label>
              <textarea
                id={`reply-${id}`}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                rows={4}
                maxLength={4000}
                className={inputClass}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={action.isPending || !reply.trim()}>
                  Send reply
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ close: true })}
                >
                  Close ticket
                </Button>
              </div>
            </form>
          )}
          {ticket.closedAt && (
            <p className="text-green-800">
              Closed by {ticket.closedBy ?? 'staff'}, {formatIndiaDateTime(ticket.closedAt)}
            </p>
          )}
          <ErrorNotice
            message={action.isError ? errorMessage(action.error, 'Could not save.') : undefined}
          />
        </div>
      )}
    </QueryView>
  );
}
