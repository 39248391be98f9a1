import { useEffect } from 'react';
import { createOrderNumber, isCurrentOrderNumber } from '#shared/booking/order-number.ts';
import { useBookingSelection } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { randomInt } from '#web/lib/random-int.ts';

/**
 * The booking's order number, created once on the payment page and kept in the selection, so a
 * reload (or a retried submit, which the server treats as the same booking) keeps the same one.
 * The server takes only today's and yesterday's: an older one (a tab left open for days) is
 * replaced when the page opens.
 */
export function useOrderNumber(): string | undefined {
  const { selection, assignOrderId } = useBookingSelection();
  const { orderId } = selection;
  const current = orderId !== undefined && isCurrentOrderNumber(orderId, new Date());

  useEffect(() => {
    if (!current) assignOrderId(createOrderNumber(new Date(), randomInt));
  }, [current, assignOrderId]);

  return current ? orderId : undefined;
}
