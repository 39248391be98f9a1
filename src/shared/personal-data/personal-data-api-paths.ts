/**
 * A customer's own data from their tracking link (decision 0050), in a module of their own
 * (not public-api-paths.ts, which the customer path downloads): only the tracking page's lazy
 * chunk calls them.
 */
export const PERSONAL_DATA_API_PATHS = {
  /** POST { token, format: json | html }: everything kept about the booking, as a download. */
  myData: '/api/track/link/my-data',
  /** POST { token }: asks for the booking's data to be erased (staff complete it). */
  erasure: '/api/track/link/erasure',
} as const;
