import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centreFilter } from '#server/auth/centre-scope.ts';
import { toAdminBookings } from '#server/bookings/admin-bookings.ts';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import {
  countBookings,
  dailyTotals,
  listBookings,
  sumAwaitingBookings,
} from '#server/repositories/bookings.repository.ts';
import { sumUnmatchedCredits } from '#server/repositories/statement-lines.repository.ts';
import {
  DASHBOARD_DAYS,
  DASHBOARD_RECENT_COUNT,
  DashboardSchema,
} from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import type { AdminContext } from './admin-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` India-time days, oldest first. */
function lastDays(count: number, now: Date): string[] {
  return Array.from({ length: count }, (_, i) =>
    indiaDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}

export const dashboardRoutes: FastifyPluginAsyncZod<AdminContext> = async (app, { db }) => {
  app.get(
    API_PATHS.admin.dashboard,
    { schema: { response: { 200: DashboardSchema, '4xx': ErrorResponseSchema } } },
    async (request) => {
      const days = lastDays(DASHBOARD_DAYS, new Date());
      // The figures are the business's; the recent bookings a centre-limited account's own.
      const centreIds = centreFilter(request);
      const [totalBookings, recentRows, totals, waiting, creditsWithoutBooking] = await Promise.all(
        [
          countBookings(db.kysely),
          listBookings(db.kysely, db.dialect, { centreIds }, { limit: DASHBOARD_RECENT_COUNT }),
          dailyTotals(db.kysely, days[0] ?? ''),
          sumAwaitingBookings(db.kysely),
          sumUnmatchedCredits(db.kysely),
        ],
      );
      const byDay = new Map(totals.map((t) => [t.day, t]));
      const inWindow = days.flatMap((day) => byDay.get(day) ?? []);
      return {
        totalBookings,
        recent: await toAdminBookings(db.kysely, recentRows),
        daily: days.map((day) => {
          const { bookings = 0, revenue = 0 } = byDay.get(day) ?? {};
          return { day, bookings, revenue };
        }),
        awaitingVerification: {
          bookings: inWindow.reduce((sum, t) => sum + t.awaitingBookings, 0),
          amount: inWindow.reduce((sum, t) => sum + t.awaitingAmount, 0),
        },
        unverifiedMoney: {
          bookingsWaiting: { count: waiting.count, amountPaise: waiting.amountRupees * 100 },
          creditsWithoutBooking,
        },
      };
    },
  );
};
