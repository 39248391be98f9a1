import { stringify } from 'csv-stringify/sync';
import type { AuditEventRow } from '#server/repositories/audit-events.repository.ts';
import { AUDIT_KIND_LABELS } from '#shared/admin/audit-kinds.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';

const COLUMNS: [string, (row: AuditEventRow) => string][] = [
  // India time, as the admin screens show it (the header says so: a spreadsheet cannot tell).
  ['When (IST)', (r) => indiaDateTime(new Date(r.createdAt))],
  ['Person', (r) => r.actorEmail],
  ['Account', (r) => (r.actorId ? 'yes' : 'no such account')],
  ['Address', (r) => r.address],
  ['Kind', (r) => AUDIT_KIND_LABELS[r.kind] ?? r.kind],
  ['Subject', (r) => r.subject],
  ['Before (JSON)', (r) => r.before ?? ''],
  ['After (JSON)', (r) => r.after ?? ''],
];

/**
 * The audit trail as CSV for spreadsheets. Cells that start like a formula (=, +, -, @) are
 * neutralised: a typed e-mail or a customer's name in a subject cannot run in the spreadsheet.
 */
export function auditCsv(rows: AuditEventRow[]): string {
  return stringify(
    [COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))],
    { escape_formulas: true, record_delimiter: '\r\n', bom: true },
  );
}
