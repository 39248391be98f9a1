import { HttpError } from '#server/http/http-error.ts';

/**
 * Images waiting while one is decoded. sharp works on libuv's thread pool (4 threads), which
 * password hashing and file reads share: six costly uploads at once once held all four, and a
 * sign-in meanwhile waited 42 s (decision 0036). One at a time leaves the pool, and one of the two
 * cores, to everyone else; a screenshot takes well under a second, so a short line is enough.
 */
export const IMAGES_WAITING = 8;

let admitted = 0;
let line: Promise<unknown> = Promise.resolve();

/** Runs `work` after the images before it; refuses with a 429 when the line is full. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (admitted > IMAGES_WAITING) {
    return Promise.reject(
      new HttpError(
        429,
        'Many pictures are being read right now. Please send yours again in a moment.',
      ),
    );
  }
  admitted++;
  const run = line.then(work).finally(() => {
    admitted--;
  });
  line = run.catch(() => {});
  return run;
}
