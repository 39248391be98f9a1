import { GRIEVANCE_ACKNOWLEDGE_HOURS } from '#shared/policies/required-policies.ts';

/**
 * The promises of the Consumer Protection (E-Commerce) Rules 2020 r.4(5) to a complainant, and
 * when the queue warns before they are broken (decision 0047): acknowledge within 48 hours
 * (warned from 36 hours unanswered), redress within one month (warned from 25 days not closed).
 */
export const COMPLAINT_RULES = {
  acknowledgeHours: GRIEVANCE_ACKNOWLEDGE_HOURS,
  ackWarnHours: 36,
  resolveMonths: 1,
  resolveWarnDays: 25,
} as const;

export const COMPLAINT_KINDS = ['complaint', 'data_erasure'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** "C-2026-00001": the India calendar year and the year's sequence (never reused). */
export const TICKET_PATTERN = /^C-\d{4}-\d{5,}$/;

export function formatTicket(year: string, sequence: number): string {
  return `C-${year}-${String(sequence).padStart(5, '0')}`;
}

const HOUR_MS = 3_600_000;

/** A ticket's age and deadlines at `now` (staff's queue). */
export function complaintDeadlines(
  ticket: { status: ComplaintStatus; createdAt: string; answeredAt: string | null },
  now: Date,
) {
  const opened = Date.parse(ticket.createdAt);
  const ageHours = Math.max(0, Math.floor((now.getTime() - opened) / HOUR_MS));
  const resolveBy = new Date(opened);
  resolveBy.setUTCMonth(resolveBy.getUTCMonth() + COMPLAINT_RULES.resolveMonths);
  return {
    ageHours,
    acknowledgeBy: new Date(opened + COMPLAINT_RULES.acknowledgeHours * HOUR_MS).toISOString(),
    resolveBy: resolveBy.toISOString(),
    ackDue:
      ticket.status === 'open' &&
      ticket.answeredAt === null &&
      ageHours >= COMPLAINT_RULES.ackWarnHours,
    resolutionDue: ticket.status !== 'closed' && ageHours >= COMPLAINT_RULES.resolveWarnDays * 24,
  };
}
