/**
 * pdfjs-dist (Mozilla's PDF.js) for reading a PDF's text in Node 20: its modern build, with the
 * few things that build expects and Node 20 lacks. Not the legacy build pdfjs suggests for Node:
 * that one brings core-js, which replaces Array.prototype.push with a JavaScript one in the whole
 * thread (its length check fails on V8), and @napi-rs/canvas, Skia, 40 MB of memory loaded for
 * drawing pages. Profiled, a 213-page statement's read spent an eighth of its time in that push.
 */
import DOMMatrix from '@thednp/dommatrix';

export type Pdfjs = typeof import('pdfjs-dist');

/**
 * The minified build: the same code (typed as the package's main build) with a third of the
 * source, which each fresh worker compiles again: a 1,000-line PDF's first page came 150 ms
 * sooner, and the heap held 3 MB less of source.
 */
const MINIFIED = 'pdfjs-dist/build/pdf.min.mjs';

let loading: Promise<Pdfjs> | undefined;

/** pdfjs, loaded once per thread (the statement worker reads one file, then ends). */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    addWhatPdfjsExpects();
    // The modern build warns once, as it loads, that Node should use the legacy build: on purpose.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes('legacy')) warn(...args);
    };
    try {
      const pdfjs = (await import(MINIFIED)) as Pdfjs;
      // Its fake worker (pdfjs's parsing side, run in this thread) minified as well.
      pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
      return pdfjs;
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}

/**
 * Node 22 has these; pdfjs polyfills the rest it uses (Promise.try, Math.sumPrecise, base64 and
 * hex of Uint8Array). DOMMatrix is made as pdfjs loads, for drawing pages, which we never do.
 */
function addWhatPdfjsExpects(): void {
  const missing = (target: object, name: string) => !(name in target);
  if (missing(Promise, 'withResolvers')) {
    Object.defineProperty(Promise, 'withResolvers', {
      configurable: true,
      writable: true,
      value: function withResolvers<T>(this: PromiseConstructor) {
        let resolve!: (value: T | PromiseLike<T>) => void;
        let reject!: (reason?: unknown) => void;
        const promise = new this<T>((ok, fail) => {
          resolve = ok;
          reject = fail;
        });
        return { promise, resolve, reject };
      },
    });
  }
  // pdfjs trims the font details it hands its display side this way (a copy; Node 22 moves).
  if (missing(ArrayBuffer.prototype, 'transferToFixedLength')) {
    Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
      configurable: true,
      writable: true,
      value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      },
    });
  }
  if (missing(globalThis, 'DOMMatrix')) Object.assign(globalThis, { DOMMatrix });
}
