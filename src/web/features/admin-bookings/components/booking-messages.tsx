import { useQuery } from '@tanstack/react-query';
import {
  BOOKING_MESSAGES_TEXTS,
  type BookingMessage,
  type BookingMessages as BookingMessagesData,
  CHANNEL_LABELS,
  MESSAGE_STATE_LABELS,
  type MessageState,
  OUTBOX_CHANNELS,
} from '#shared/admin/booking-messages.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { MAIL_KIND_LABELS } from '#shared/mail/mail-kinds.ts';
import { ErrorNotice, RetryNotice, SuccessNotice } from '#web/components/admin/notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { bookingMessagesQuery, useResendMessage } from '../api/booking-messages.ts';

const TONES: Record<MessageState, string> = {
  queued: 'text-amber-900',
  sent: 'text-slate-800',
  delivered: 'text-green-800',
  read: 'text-green-800',
  failed: 'text-red-800',
  logged: 'text-slate-600',
};

function Consent({ consent }: { consent: BookingMessagesData['whatsappConsent'] }) {
  return (
    <p className="text-slate-800 text-sm">
      {consent.at
        ? `Agreed to WhatsApp messages on ${formatIndiaDateTime(consent.at)} (wording ${consent.version ?? '—'})`
        : 'Did not agree to WhatsApp messages'}
    </p>
  );
}

interface MessageItemProps {
  message: BookingMessage;
  busy: boolean;
  onResend: () => void;
}

function MessageItem({ message, busy, onResend }: MessageItemProps) {
  return (
    <li className="space-y-1 py-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{MAIL_KIND_LABELS[message.kind]}</span>
        <span className={`font-semibold ${TONES[message.state]}`}>
          {MESSAGE_STATE_LABELS[message.state]}
        </span>
      </div>
      <p className="break-all text-slate-600">
        {message.recipient} · {formatIndiaDateTime(message.stateAt)}
      </p>
      {message.reason && <p className="break-words text-red-800">{message.reason}</p>}
      {message.resendable && (
        // aria-disabled rather than disabled: the button keeps focus while its resend runs.
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onResend();
          }}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          Resend
          <span className="sr-only">
            {' '}
            {CHANNEL_LABELS[message.channel]} {MAIL_KIND_LABELS[message.kind]} to{' '}
            {message.recipient}
          </span>
        </Button>
      )}
    </li>
  );
}

/** The booking card's messages, per channel, with "Resend" for a finished one (staff, audited). */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const query = useQuery(bookingMessagesQuery(bookingId));
  const resend = useResendMessage(bookingId);
  const data = query.isError ? undefined : query.data;
  return (
    <div className="space-y-3">
      <RetryNotice
        message={
          query.isError ? errorMessage(query.error, BOOKING_MESSAGES_TEXTS.loadFailed) : undefined
        }
        onRetry={() => query.refetch()}
      />
      <SuccessNotice message={resend.data} />
      <ErrorNotice
        message={
          resend.isError
            ? errorMessage(resend.error, BOOKING_MESSAGES_TEXTS.resendFailed)
            : undefined
        }
      />
      {query.isPending && <p className="text-slate-600 text-sm">Loading messages…</p>}
      {data && <Consent consent={data.whatsappConsent} />}
      {data &&
        OUTBOX_CHANNELS.map((channel) => {
          const messages = data.messages.filter((message) => message.channel === channel);
          return (
            <section key={channel} aria-label={CHANNEL_LABELS[channel]}>
              <h4 className="font-medium text-slate-700 text-sm">{CHANNEL_LABELS[channel]}</h4>
              {messages.length === 0 ? (
                <p className="text-slate-500 text-sm">None</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {messages.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      busy={resend.isPending}
                      onResend={() => resend.mutate(message.id)}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
