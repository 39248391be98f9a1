/** The framework's floor: a route answering a constant, beside ours in the benchmarked server. */
export const BARE_ROUTE = '/bench/bare';

/**
 * A second floor, for routes that store what they are sent: the request's JSON stored durably as
 * one row, through the same group commit as bookings. What separates a booking from it is the
 * booking's own work (its indexes, search index, history and mails), not the disk.
 */
export const DURABLE_ROW_ROUTE = '/bench/durable-row';
