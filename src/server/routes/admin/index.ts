import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/admin-guard';
import { requireSameOrigin } from '../../auth/same-origin';
import type { AdminContext } from './admin-context';
import { adminBookingsRoutes } from './bookings.routes';
import { dashboardRoutes } from './dashboard.routes';
import { goLiveRoutes } from './go-live.routes';
import { adminLeadsRoutes } from './leads.routes';
import { adminMailRoutes } from './mail.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { paymentOptionsRoutes } from './payment-options.routes';
import { adminPaymentsRoutes } from './payments.routes';
import { adminPoliciesRoutes } from './policies.routes';
import { adminPricingRoutes } from './pricing.routes';
import { sessionRoutes } from './session.routes';
import { siteInfoRoutes } from './site-info.routes';
import { siteModeRoutes } from './site-mode.routes';

/**
 * Everything under /api/admin. Every state-changing request must come from our own pages; all
 * routes but sign-in, sign-out and password reset need a signed-in admin.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, ctx) => {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', requireSameOrigin(ctx.mail.publicUrl));
  await app.register(sessionRoutes, ctx);
  await app.register(passwordResetRoutes, ctx);

  await app.register(async (guarded) => {
    guarded.addHook('preHandler', requireAdmin(ctx.db));
    await guarded.register(dashboardRoutes, ctx);
    await guarded.register(adminBookingsRoutes, ctx);
    await guarded.register(adminPricingRoutes, ctx);
    await guarded.register(paymentOptionsRoutes, ctx);
    await guarded.register(siteModeRoutes, ctx);
    await guarded.register(adminMailRoutes, ctx);
    await guarded.register(adminLeadsRoutes, ctx);
    await guarded.register(siteInfoRoutes, ctx);
    await guarded.register(adminPoliciesRoutes, ctx);
    await guarded.register(goLiveRoutes, ctx);
    await guarded.register(adminPaymentsRoutes, ctx);
  });
};
