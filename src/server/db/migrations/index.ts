import type { Migration } from 'kysely';
import type { DialectFeatures } from '../dialect';
import { bookingsPricingPayment } from './0001-bookings-pricing-payment';
import { adminAccountsAndBookingAdmin } from './0002-admin-accounts-and-booking-admin';
import { mailOutbox } from './0003-mail-outbox';
import { leadsAndSiteInfo } from './0004-leads-and-site-info';
import { bookingSearchSuffixes } from './0005-booking-search-suffixes';
import { bookingSearchInListOrder } from './0006-booking-search-in-list-order';
import { transactionNumbersAndTrackingLinks } from './0007-transaction-numbers-and-tracking-links';
import { outboxMailSecrets } from './0008-outbox-mail-secrets';
import { bookingSearchTrigrams } from './0009-booking-search-trigrams';
import { pricingPerService } from './0010-pricing-per-service';
import { taxInvoices } from './0011-tax-invoices';
import { bookingSearchNames } from './0012-booking-search-names';
import { statementImports } from './0013-statement-imports';
import { staffRoles } from './0014-staff-roles';
import { auditEvents } from './0015-audit-events';
import { twoFactorSignIn } from './0016-two-factor-sign-in';
import { fitmentAppointments } from './0017-fitment-appointments';
import { paymentHolds } from './0018-payment-holds';
import { statementLineCandidates } from './0019-statement-line-candidates';
import { trackingLinksHashed } from './0020-tracking-links-hashed';
import { mailSecretsAndRecipientCaps } from './0021-mail-secrets-and-recipient-caps';
import { sessionIdleTimeout } from './0023-session-idle-timeout';

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
  };
}
