import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type ComplaintTicket,
  ComplaintTicketSchema,
} from '#shared/complaints/complaint-schema.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { complaintMessages } from '#web/i18n/complaint-messages.ts';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { paths } from '#web/lib/paths.ts';
import { ComplaintForm } from './components/complaint-form.tsx';
import { TicketStatus } from './components/ticket-status.tsx';

/** The tab keeps the last ticket, so a refresh still shows its number (not a closed browser). */
const STORAGE_KEY = 'hsrp-complaint-ticket';

function storedTicket(): ComplaintTicket | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (ComplaintTicketSchema.safeParse(JSON.parse(raw)).data ?? null) : null;
  } catch {
    return null;
  }
}

function storeTicket(ticket: ComplaintTicket | null) {
  try {
    if (ticket) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ticket));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the ticket shows until the page is left.
  }
}

/**
 * Complaints (Consumer Protection (E-Commerce) Rules 2020 r.4(5), issue 37): the form answers at
 * once with a ticket number, and "Check a ticket" shows its state and our replies.
 */
export function ComplaintPage() {
  const t = useMessages(complaintMessages);
  const locale = useLocale();
  const [ticket, setTicket] = useState<ComplaintTicket | null>(null);
  // After hydration: the server's page has no ticket.
  useEffect(() => setTicket(storedTicket()), []);
  const keep = (next: ComplaintTicket | null) => {
    storeTicket(next);
    setTicket(next);
  };

  return (
    <>
      <PageHeader title={t.title}>
        {t.intro}{' '}
        <Link to={paths.policies.grievanceOfficer} className="underline">
          {t.officer}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-5">
        <CardSection id="complaint" title={t.formTitle} className="md:col-span-3">
          {ticket ? (
            <div role="status" className="space-y-3 rounded-lg bg-emerald-50 p-4 text-emerald-950">
              <p>{t.ticketTitle}</p>
              <p className="font-bold text-2xl tracking-wide" data-testid="complaint-ticket">
                {ticket.ticket}
              </p>
              <p className="text-sm">
                {fill(t.ticketSaved, {
                  acknowledgeBy: formatIndiaDateTime(ticket.acknowledgeBy, locale),
                  resolveBy: formatIndiaDate(ticket.resolveBy, locale),
                })}
              </p>
              <Button variant="secondary" onClick={() => keep(null)}>
                {t.another}
              </Button>
            </div>
          ) : (
            <ComplaintForm onFiled={keep} />
          )}
        </CardSection>
        <CardSection id="check" title={t.checkTitle} className="md:col-span-2">
          <TicketStatus key={ticket?.ticket} ticket={ticket?.ticket ?? ''} />
        </CardSection>
      </div>
    </>
  );
}
