/** The framework's floor: a route answering a constant, beside ours in the benchmarked server. */
export const BARE_ROUTE = '/bench/bare';

/**
 * A second floor, for routes that store what they are sent: the request's JSON stored durably as
 * one row, in a transaction of its own as a booking is. A booking does all of that
 * and more, so its throughput cannot pass this route's (decision 0014).
 */
export const DURABLE_ROW_ROUTE = '/bench/durable-row';

/**
 * With BENCH_DB_TIME=1, the database time the server has seen so far (DatabaseTime, bench/db-time.ts).
 */
export const DB_TIME_ROUTE = '/bench/db-time';

/**
 * With BENCH_LOOP_DELAY=1, the main thread's longest event-loop delay (ms) since the last ask
 * (monitorEventLoopDelay, 10 ms resolution); asking starts the next count.
 */
export const LOOP_DELAY_ROUTE = '/bench/loop-delay';
