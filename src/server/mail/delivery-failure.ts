/**
 * A transport's failure that says whether trying again can help. A provider's 4xx (a wrong
 * number, an unapproved template, a missing DLT id) fails the same way every time, so it is
 * recorded with its reason and never retried; anything else a transport throws (429, 5xx, an
 * unreachable server) is retried with the worker's backoff.
 */
export class DeliveryFailure extends Error {
  constructor(
    reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryFailure';
  }
}

/** A failure that no retry can mend: recorded, and the row marked failed at once. */
export const permanentFailure = (reason: string) => new DeliveryFailure(reason, true);

/** Whether the worker should give up on `error` without waiting for more attempts. */
export const isPermanent = (error: unknown): boolean =>
  error instanceof DeliveryFailure && error.permanent;
