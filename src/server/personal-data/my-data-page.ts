import { customerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import { escapeHtml } from '#server/web-pages/html-text.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { localeDefinition } from '#shared/site/locale.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { MyData } from './my-data.ts';

type Rows = readonly (readonly [string, string])[];

const table = (rows: Rows) =>
  `<table>${rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>`;

const section = (title: string, body: string) => `<h2>${escapeHtml(title)}</h2>${body}`;

/**
 * The customer's data as a page to read, save or print, in the language they booked in: the
 * same content as the JSON download. Every value is escaped (names and addresses come from
 * customers); the file carries no script and loads nothing.
 */
export function renderMyDataPage(data: MyData): string {
  const locale = data.booking.language;
  const texts = customerTexts(locale);
  const t = texts.myData;
  const f = t.fields;
  const date = (iso: string) => formatIndiaDateTime(iso, locale);
  const { booking, contact, vehicle, payment, consents, retention } = data;
  const consentRows: [string, string][] = [];
  if (consents.privacyNotice.version && consents.privacyNotice.agreedAt) {
    const { version, agreedAt, words } = consents.privacyNotice;
    consentRows.push([fillText(f.privacyNotice, { version, date: date(agreedAt) }), words ?? '']);
  }
  if (consents.whatsapp.version && consents.whatsapp.agreedAt) {
    const { version, agreedAt, words } = consents.whatsapp;
    consentRows.push([fillText(f.whatsapp, { version, date: date(agreedAt) }), words ?? '']);
  }
  const retentionRows: [string, string][] = [
    ...retention.erasureRequests.map(
      (request) =>
        [fillText(f.erasureRequested, { date: date(request.requestedAt) }), ''] as [string, string],
    ),
    ...(retention.addressAndEmailBlankedAt
      ? [
          [fillText(f.blanked, { date: date(retention.addressAndEmailBlankedAt) }), ''] as [
            string,
            string,
          ],
        ]
      : []),
    ...(retention.erasedAt
      ? [[fillText(f.erased, { date: date(retention.erasedAt) }), ''] as [string, string]]
      : []),
  ];
  const messages = data.messages.length
    ? data.messages
        .map((message) =>
          table([
            [date(message.createdAt), `${message.channel} → ${message.to}`],
            ...(message.subject ? [[message.subject, ''] as const] : []),
            ['', message.text],
          ]),
        )
        .join('')
    : `<p>${escapeHtml(t.none)}</p>`;
  const body = [
    `<h1>${escapeHtml(fillText(t.title, { orderId: data.orderNumber }))}</h1>`,
    `<p>${escapeHtml(fillText(t.intro, { date: date(data.exportedAt) }))}</p>`,
    section(
      t.booking,
      table([
        [f.service, texts.names.services[booking.service]],
        [f.vehicleType, texts.names.vehicleTypes[booking.vehicleType]],
        [f.installation, texts.names.installation[booking.installation]],
        [
          f.appointment,
          booking.appointment ? formatAppointment(booking.appointment, locale) : t.none,
        ],
        [f.status, texts.names.statuses[booking.status]],
        [f.createdAt, date(booking.createdAt)],
        ...booking.history.map(
          (change) => [date(change.at), texts.names.statuses[change.status]] as const,
        ),
      ]),
    ),
    section(
      t.contact,
      table([
        [f.fullName, contact.fullName],
        [f.mobile, contact.mobile],
        [f.email, contact.email],
        [
          f.address,
          joinAddress(contact.address, contact.city, `${contact.state} ${contact.pincode}`),
        ],
      ]),
    ),
    section(
      t.vehicle,
      table([
        [f.registrationNumber, vehicle.registrationNumber],
        [f.chassisLast5, vehicle.chassisLast5],
        [f.engineLast5, vehicle.engineLast5],
      ]),
    ),
    section(
      t.payment,
      table([
        [f.upiTransactionNumber, payment.upiTransactionNumber],
        [f.total, formatRupees(payment.price.total)],
        [
          f.screenshot,
          payment.screenshotKept
            ? t.kept
            : payment.screenshotDeletedAt
              ? fillText(t.deleted, { date: date(payment.screenshotDeletedAt) })
              : t.none,
        ],
        [f.taxInvoice, payment.taxInvoice?.number ?? t.none],
      ]),
    ),
    section(t.messages, messages),
    section(t.consents, consentRows.length ? table(consentRows) : `<p>${escapeHtml(t.none)}</p>`),
    section(
      t.retention,
      retentionRows.length ? table(retentionRows) : `<p>${escapeHtml(t.none)}</p>`,
    ),
  ].join('\n');
  const { lang } = localeDefinition(locale);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fillText(t.title, { orderId: data.orderNumber }))}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top;white-space:pre-wrap}th{width:40%;background:#f1f5f9}</style>
</head><body>
${body}
</body></html>
`;
}
