/*
 * The admin area's one way in: every admin route lazily imports this module, so all admin code
 * lands in chunks that only staff download (customers' pages never import anything below).
 */

export { LoginPage } from '../admin-auth/login-page';
export { LogoutPage } from '../admin-auth/logout-page';
export { ResetPasswordPage } from '../admin-auth/reset-password-page';
export { BookingsPage } from '../admin-bookings/bookings-page';
export { DashboardPage } from '../admin-dashboard/dashboard-page';
export { LeadsPage } from '../admin-leads/leads-page';
export { PricingPage } from '../admin-pricing/pricing-page';
export { QrCodesPage } from '../admin-qr-codes/qr-codes-page';
export { SiteInfoPage } from '../admin-site-info/site-info-page';
export { AdminGuard } from './components/admin-guard';
