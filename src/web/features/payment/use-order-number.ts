import { useEffect } from 'react';
import { createOrderNumber } from '../../../shared/booking/order-number';
import { randomInt } from '../../lib/random-int';
import { useBookingSelection } from '../booking/booking-selection-context';

/**
 * The booking's order number, created once on the payment page and kept in the selection, so a
 * reload (or a retried submit, which the server treats as the same booking) keeps the same one.
 */
export function useOrderNumber(): string | undefined {
  const { selection, assignOrderId } = useBookingSelection();
  const { orderId } = selection;

  useEffect(() => {
    if (!orderId) assignOrderId(createOrderNumber(new Date(), randomInt));
  }, [orderId, assignOrderId]);

  return orderId;
}
