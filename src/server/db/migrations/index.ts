import type { Migration } from 'kysely';
import type { DialectFeatures } from '../dialect.ts';
import { bookingsPricingPayment } from './0001-bookings-pricing-payment.ts';
import { adminAccountsAndBookingAdmin } from './0002-admin-accounts-and-booking-admin.ts';
import { mailOutbox } from './0003-mail-outbox.ts';
import { leadsAndSiteInfo } from './0004-leads-and-site-info.ts';
import { bookingSearchSuffixes } from './0005-booking-search-suffixes.ts';
import { bookingSearchInListOrder } from './0006-booking-search-in-list-order.ts';
import { transactionNumbersAndTrackingLinks } from './0007-transaction-numbers-and-tracking-links.ts';
import { outboxMailSecrets } from './0008-outbox-mail-secrets.ts';
import { bookingSearchTrigrams } from './0009-booking-search-trigrams.ts';
import { pricingPerService } from './0010-pricing-per-service.ts';
import { taxInvoices } from './0011-tax-invoices.ts';
import { bookingSearchNames } from './0012-booking-search-names.ts';
import { statementImports } from './0013-statement-imports.ts';
import { staffRoles } from './0014-staff-roles.ts';
import { auditEvents } from './0015-audit-events.ts';
import { twoFactorSignIn } from './0016-two-factor-sign-in.ts';
import { fitmentAppointments } from './0017-fitment-appointments.ts';
import { paymentHolds } from './0018-payment-holds.ts';
import { statementLineCandidates } from './0019-statement-line-candidates.ts';
import { trackingLinksHashed } from './0020-tracking-links-hashed.ts';
import { mailSecretsAndRecipientCaps } from './0021-mail-secrets-and-recipient-caps.ts';
import { sessionIdleTimeout } from './0023-session-idle-timeout.ts';
import { outboxChannel } from './0024-outbox-channel.ts';
import { bookingLocale } from './0025-booking-locale.ts';
import { textMessages } from './0026-text-messages.ts';
import { mobileCodes } from './0027-mobile-codes.ts';
import { complaints } from './0028-complaints.ts';
import { cancellationsAndRefunds } from './0029-cancellations-and-refunds.ts';
import { creditNotesAndGst } from './0030-credit-notes-and-gst.ts';
import { personalData } from './0031-personal-data.ts';
import { fittingCentres } from './0032-fitting-centres.ts';
import { staffCentres } from './0033-staff-centres.ts';
import { homeFittingCharges } from './0034-home-fitting-charges.ts';
import { payeeHolderName } from './0037-payee-holder-name.ts';

/**
 * Every migration in order. Listed here (not read from a folder) so the bundled server has them.
 * Each is given only the database's name: what it runs is written in its own file.
 */
export function allMigrations(dialect: DialectFeatures): Record<string, Migration> {
  return {
    '0001-bookings-pricing-payment': bookingsPricingPayment(dialect.name),
    '0002-admin-accounts-and-booking-admin': adminAccountsAndBookingAdmin(dialect.name),
    '0003-mail-outbox': mailOutbox(),
    '0004-leads-and-site-info': leadsAndSiteInfo(),
    '0005-booking-search-suffixes': bookingSearchSuffixes(dialect.name),
    '0006-booking-search-in-list-order': bookingSearchInListOrder(dialect.name),
    '0007-transaction-numbers-and-tracking-links': transactionNumbersAndTrackingLinks(),
    '0008-outbox-mail-secrets': outboxMailSecrets(),
    '0009-booking-search-trigrams': bookingSearchTrigrams(dialect.name),
    '0010-pricing-per-service': pricingPerService(),
    '0011-tax-invoices': taxInvoices(),
    '0012-booking-search-names': bookingSearchNames(dialect.name),
    '0013-statement-imports': statementImports(),
    '0014-staff-roles': staffRoles(),
    '0015-audit-events': auditEvents(dialect.name),
    '0016-two-factor-sign-in': twoFactorSignIn(),
    '0017-fitment-appointments': fitmentAppointments(),
    '0018-payment-holds': paymentHolds(),
    '0019-statement-line-candidates': statementLineCandidates(),
    '0020-tracking-links-hashed': trackingLinksHashed(),
    '0021-mail-secrets-and-recipient-caps': mailSecretsAndRecipientCaps(),
    '0023-session-idle-timeout': sessionIdleTimeout(),
    '0024-outbox-channel': outboxChannel(),
    '0025-booking-locale': bookingLocale(),
    '0026-text-messages': textMessages(),
    '0027-mobile-codes': mobileCodes(),
    '0028-complaints': complaints(),
    '0029-cancellations-and-refunds': cancellationsAndRefunds(),
    '0030-credit-notes-and-gst': creditNotesAndGst(),
    '0031-personal-data': personalData(),
    '0032-fitting-centres': fittingCentres(),
    '0033-staff-centres': staffCentres(),
    '0034-home-fitting-charges': homeFittingCharges(),
    '0037-payee-holder-name': payeeHolderName(),
  };
}
