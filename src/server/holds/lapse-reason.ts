/**
 * Why the lapse round cancels a booking (docs/product.md#payment-holds): its history note, its
 * audit entry and the customer's mail say the same words.
 */
export const LAPSE_REASON = 'payment not received in time';
