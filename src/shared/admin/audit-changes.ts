import { BOOKING_STATUS_LABELS, type BookingStatus } from '#shared/booking/booking-status.ts';

/** One field of an audit entry: its value before and after, in words ('' where there is none). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Field names the entries use, in the owner's words; others are split from camelCase. */
const FIELD_LABELS: Record<string, string> = {
  upiId: 'UPI id',
  qrImage: 'QR image',
  imageId: 'image',
  sha256: 'SHA-256',
  gstPct: 'GST %',
  targetTotal: 'Total (₹)',
  serviceCharge: 'Service charge (₹)',
  gstin: 'GSTIN',
};

export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function parse(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value in words: "—" for none, booking statuses by their labels, objects as "a: b". */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === undefined) return '';
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'status' && typeof value === 'string' && value in BOOKING_STATUS_LABELS) {
    return BOOKING_STATUS_LABELS[value as BookingStatus];
  }
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(key)}: ${formatAuditValue(inner, key)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * What an entry changed, field by field: for two objects only the fields that differ, in the
 * order they were stored; otherwise the one value before and after.
 */
export function describeAuditChanges(before: string | null, after: string | null): AuditChange[] {
  const old = parse(before);
  const now = parse(after);
  if (old === undefined && now === undefined) return [];
  if ((isRecord(old) || old === undefined) && (isRecord(now) || now === undefined)) {
    const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
    return fields
      .filter(
        (field) =>
          old === undefined ||
          now === undefined ||
          JSON.stringify(old[field]) !== JSON.stringify(now[field]),
      )
      .map((field) => ({
        field: fieldLabel(field),
        before: old === undefined ? '' : formatAuditValue(old[field] ?? null, field),
        after: now === undefined ? '' : formatAuditValue(now[field] ?? null, field),
      }));
  }
  return [{ field: '', before: formatAuditValue(old), after: formatAuditValue(now) }];
}
