import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';

/** One centre's part of a day on the fitter's route sheet. */
export interface CentreRoute {
  centreId: string;
  centreName: string;
  /** Home visits by PIN code, then slot: a route that covers one neighbourhood at a time. */
  homeVisits: AdminAppointment[];
  /** Fitments at the centre, by slot. */
  atCentre: AdminAppointment[];
}

export interface RouteSheetDay {
  day: string;
  centres: CentreRoute[];
}

const bySlotThenOrder = (a: AdminAppointment, b: AdminAppointment) =>
  a.slot.localeCompare(b.slot) || a.orderId.localeCompare(b.orderId);

/**
 * The route sheet's days, each split by centre (in `centreOrder`, the owner's; others after), home
 * visits ordered by PIN then slot and fitments at the centre by slot.
 */
export function routeSheetDays(
  list: readonly AdminAppointment[],
  centreOrder: readonly string[],
): RouteSheetDay[] {
  const rank = (id: string) => {
    const at = centreOrder.indexOf(id);
    return at < 0 ? centreOrder.length : at;
  };
  const days = new Map<string, Map<string, CentreRoute>>();
  for (const a of list) {
    let centres = days.get(a.day);
    if (!centres) {
      centres = new Map();
      days.set(a.day, centres);
    }
    let route = centres.get(a.centreId);
    if (!route) {
      route = { centreId: a.centreId, centreName: a.centreName, homeVisits: [], atCentre: [] };
      centres.set(a.centreId, route);
    }
    (a.installation === 'home' ? route.homeVisits : route.atCentre).push(a);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, centres]) => ({
      day,
      centres: [...centres.values()]
        .sort((a, b) => rank(a.centreId) - rank(b.centreId))
        .map((route) => ({
          ...route,
          homeVisits: route.homeVisits.toSorted(
            (a, b) => a.pincode.localeCompare(b.pincode) || bySlotThenOrder(a, b),
          ),
          atCentre: route.atCentre.toSorted(bySlotThenOrder),
        })),
    }));
}
