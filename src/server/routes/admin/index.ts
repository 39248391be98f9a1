import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardAdminRoute } from '#server/auth/admin-guard.ts';
import { requireSameOrigin } from '#server/auth/same-origin.ts';
import { adminCookies } from '#server/auth/session-cookie.ts';
import type { AdminContext } from './admin-context.ts';
import { adminAppointmentsRoutes } from './appointments.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { adminBookingsRoutes } from './bookings.routes.ts';
import { adminCentresRoutes } from './centres.routes.ts';
import { adminComplaintsRoutes } from './complaints.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { goLiveRoutes } from './go-live.routes.ts';
import { adminLeadsRoutes } from './leads.routes.ts';
import { adminMailRoutes } from './mail.routes.ts';
import { adminMessagesRoutes } from './messages.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { paymentHoldsRoutes } from './payment-holds.routes.ts';
import { paymentOptionsRoutes } from './payment-options.routes.ts';
import { adminPaymentsRoutes } from './payments.routes.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { adminPoliciesRoutes } from './policies.routes.ts';
import { adminPricingRoutes } from './pricing.routes.ts';
import { adminRefundsRoutes } from './refunds.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { sessionIdleRoutes } from './session-idle.routes.ts';
import { signInCodeRoutes } from './sign-in-code.routes.ts';
import { siteInfoRoutes } from './site-info.routes.ts';
import { siteModeRoutes } from './site-mode.routes.ts';
import { staffInvitationRoutes, staffRoutes } from './staff.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { twoFactorSettingRoutes } from './two-factor-setting.routes.ts';

/**
 * Everything under /api/admin. Every state-changing request must come from our own pages; each
 * route is open to the roles the route table (auth/route-access) gives it, checked before its
 * body is read, and, but for the account's own routes, to an account that has two-factor sign-in
 * where it is required.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('centreScope', 'all');
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
  await app.register(adminCentresRoutes, ctx);
  await app.register(paymentHoldsRoutes, ctx);
  await app.register(adminPricingRoutes, ctx);
  await app.register(paymentOptionsRoutes, ctx);
  await app.register(siteModeRoutes, ctx);
  await app.register(adminMailRoutes, ctx);
  await app.register(adminMessagesRoutes, ctx);
  await app.register(adminLeadsRoutes, ctx);
  await app.register(adminComplaintsRoutes, ctx);
  await app.register(siteInfoRoutes, ctx);
  await app.register(adminPoliciesRoutes, ctx);
  await app.register(goLiveRoutes, ctx);
  await app.register(adminPaymentsRoutes, ctx);
  await app.register(staffRoutes, ctx);
  await app.register(twoFactorSettingRoutes, ctx);
  await app.register(sessionIdleRoutes, ctx);
  await app.register(auditRoutes, ctx);
  await app.register(adminRefundsRoutes, ctx);
  await app.register(personalDataRoutes, ctx);
};
