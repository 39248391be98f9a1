import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardAdminRoute } from '../../auth/admin-guard';
import { requireSameOrigin } from '../../auth/same-origin';
import { adminCookies } from '../../auth/session-cookie';
import type { AdminContext } from './admin-context';
import { adminAppointmentsRoutes } from './appointments.routes';
import { auditRoutes } from './audit.routes';
import { adminBookingsRoutes } from './bookings.routes';
import { dashboardRoutes } from './dashboard.routes';
import { goLiveRoutes } from './go-live.routes';
import { adminLeadsRoutes } from './leads.routes';
import { adminMailRoutes } from './mail.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { paymentHoldsRoutes } from './payment-holds.routes';
import { paymentOptionsRoutes } from './payment-options.routes';
import { adminPaymentsRoutes } from './payments.routes';
import { adminPoliciesRoutes } from './policies.routes';
import { adminPricingRoutes } from './pricing.routes';
import { sessionRoutes } from './session.routes';
import { sessionIdleRoutes } from './session-idle.routes';
import { signInCodeRoutes } from './sign-in-code.routes';
import { siteInfoRoutes } from './site-info.routes';
import { siteModeRoutes } from './site-mode.routes';
import { staffInvitationRoutes, staffRoutes } from './staff.routes';
import { twoFactorRoutes } from './two-factor.routes';
import { twoFactorSettingRoutes } from './two-factor-setting.routes';

/**
 * Everything under /api/admin. Every state-changing request must come from our own pages; each
 * route is open to the roles the route table (auth/route-access) gives it, checked before its
 * body is read, and, but for the account's own routes, to an account that has two-factor sign-in
 * where it is required.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', requireSameOrigin(ctx.mail.publicUrl, ctx.mail.publicUrlGuessed));
  const sessionCookie = adminCookies(ctx.mail.publicUrl).session.name;
  app.addHook('onRequest', guardAdminRoute(ctx.db, ctx.enforceTwoFactor, sessionCookie));
  await app.register(sessionRoutes, ctx);
  await app.register(passwordResetRoutes, ctx);
  await app.register(signInCodeRoutes, ctx);
  await app.register(staffInvitationRoutes, ctx);
  await app.register(twoFactorRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(adminBookingsRoutes, ctx);
  await app.register(adminAppointmentsRoutes, ctx);
  await app.register(paymentHoldsRoutes, ctx);
  await app.register(adminPricingRoutes, ctx);
  await app.register(paymentOptionsRoutes, ctx);
  await app.register(siteModeRoutes, ctx);
  await app.register(adminMailRoutes, ctx);
  await app.register(adminLeadsRoutes, ctx);
  await app.register(siteInfoRoutes, ctx);
  await app.register(adminPoliciesRoutes, ctx);
  await app.register(goLiveRoutes, ctx);
  await app.register(adminPaymentsRoutes, ctx);
  await app.register(staffRoutes, ctx);
  await app.register(twoFactorSettingRoutes, ctx);
  await app.register(sessionIdleRoutes, ctx);
  await app.register(auditRoutes, ctx);
};
