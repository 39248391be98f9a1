import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/** What a delivery report tells the outbox about one SMS. */
export type SmsDeliveryReport = {
  /** The request id `sendFlow` returned as providerId. */
  providerId: string;
  mobile?: string;
  /** sent: still on its way (submitted, pending, or a status we do not know). */
  state: 'delivered' | 'failed' | 'sent';
  reason?: string;
};

/** MSG91's documented final statuses other than delivered ("1"). */
const FAILED_STATUSES: Record<string, string> = {
  '2': 'failed',
  '9': 'NDNC (do-not-disturb register)',
  '16': 'rejected',
  '25': 'rejected',
  '17': 'blocked number',
};

/** A hostile or broken sender cannot make one request cost much. */
const MAX_BODY_CHARS = 256 * 1024;
const MAX_REPORTS = 500;

const Text = (max: number) => z.string().trim().max(max);
const Status = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,3}$/));
const RequestId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,100}$/);

/** One number's line in a v2 report. */
const ReportLineSchema = z.object({
  number: Text(20).optional(),
  status: Status,
  desc: Text(200).optional(),
  failedReason: Text(200).optional(),
});

/** Webhook v2 (form-encoded `data`, a JSON array of these). */
const RequestReportSchema = z.object({
  requestId: RequestId,
  report: z.array(z.unknown()).max(MAX_REPORTS),
});

/** Webhook v3: one number's report, flat, as JSON. */
const FlatReportSchema = ReportLineSchema.extend({ requestId: RequestId });

/**
 * Whether a delivery report carries the configured secret. MSG91 does not sign its reports, so
 * the token in the URL is all there is; compared in constant time, and never with no token set.
 */
export function isAuthorisedReport(given: unknown, configured: string | undefined): boolean {
  if (!configured || typeof given !== 'string' || given === '') return false;
  // Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(configured));
}

function toReport(providerId: string, line: z.infer<typeof ReportLineSchema>): SmsDeliveryReport {
  const said = line.failedReason || line.desc || undefined;
  const base = { providerId, ...(line.number ? { mobile: line.number } : {}) };
  if (line.status === '1') return { ...base, state: 'delivered' };
  const failure = FAILED_STATUSES[line.status];
  if (failure) {
    const reason = said && said.toLowerCase() !== failure ? `${failure}: ${said}` : failure;
    return { ...base, state: 'failed', reason };
  }
  return { ...base, state: 'sent', ...(said ? { reason: said } : {}) };
}

/** Parses JSON, or a form body's `data` field, into a value; undefined when it is neither. */
function decode(body: string): unknown {
  if (body.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    const data = new URLSearchParams(body).get('data');
    return data === null ? undefined : decode(data);
  }
}

/** The report objects in any documented shape: an array, `{ data }`, or one flat report. */
function entries(body: unknown, depth = 0): unknown[] {
  // Deep enough for a form field holding JSON whose `data` holds JSON again, and no deeper.
  if (depth > 3) return [];
  if (typeof body === 'string') return entries(decode(body), depth + 1);
  if (Array.isArray(body)) return body.slice(0, MAX_REPORTS);
  if (typeof body === 'object' && body !== null && 'data' in body) {
    return entries(body.data, depth + 1);
  }
  return typeof body === 'object' && body !== null ? [body] : [];
}

/**
 * Reads MSG91's delivery-report push: webhook v2 (form-encoded or JSON `data` holding a JSON
 * array of requests, each with its `report` lines) and v3 (one flat JSON report). Entries that do
 * not fit are skipped; hostile input gives an empty list, never an exception.
 */
export function readDeliveryReports(body: unknown): SmsDeliveryReport[] {
  const reports: SmsDeliveryReport[] = [];
  for (const entry of entries(body)) {
    const request = RequestReportSchema.safeParse(entry);
    if (request.success) {
      for (const line of request.data.report) {
        const parsed = ReportLineSchema.safeParse(line);
        if (parsed.success) reports.push(toReport(request.data.requestId, parsed.data));
      }
    } else {
      const flat = FlatReportSchema.safeParse(entry);
      if (flat.success) reports.push(toReport(flat.data.requestId, flat.data));
    }
    if (reports.length >= MAX_REPORTS) return reports.slice(0, MAX_REPORTS);
  }
  return reports;
}
