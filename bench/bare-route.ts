/** The framework's floor: a route answering a constant, beside ours in the benchmarked server. */
export const BARE_ROUTE = '/bench/bare';
