import v8 from 'node:v8';

/**
 * How far V8 lets a heap grow past what survived its last full collection before it collects
 * again: 50% here. By default the factor goes up to 4 while a program allocates fast, and V8 then
 * collects only once that headroom is used. Traced through a benchmark of 10,000-line statements
 * (decision 0031), the main thread held 250 MB after an apply of which about 60 MB lived, and a
 * statement worker's 80 MB on top took the server past its 400 MB target. V8 flags are the
 * process's, so the statement workers' heaps grow the same way.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Set before the app starts: V8 reads the flag each time it sizes a heap after a collection. */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
