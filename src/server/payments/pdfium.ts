/**
 * PDFium (the PDF engine of Chrome, BSD/Apache) compiled to WebAssembly, from @embedpdf/pdfium
 * (MIT): what pdf-text.ts reads a PDF's text with. It reads the 213-page statement's 1.4 million
 * characters in about 1.1 s on one thread, where pdfjs-dist took 2.4–2.8 s (decision 0031).
 *
 * Its memory is the module's own (a WebAssembly memory), outside the V8 heap the reading thread's
 * resourceLimits bound: a PDF that wanted gigabytes would take them. So the module may grow its
 * memory only up to a cap (the thread's own heap limit); past it an allocation fails, PDFium stops,
 * and the file is refused as too large to read.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';

/** The few PDFium functions pdf-text.ts calls, straight on the module's exports (numbers in, out). */
export interface PdfiumExports {
  /** The module's memory (its buffer is replaced when it grows). */
  memory: { readonly buffer: ArrayBuffer };
  malloc(size: number): number;
  free(pointer: number): void;
  PDFiumExt_Init(): void;
  FPDF_GetLastError(): number;
  FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  FPDF_CloseDocument(document: number): void;
  FPDF_GetPageCount(document: number): number;
  FPDF_LoadPage(document: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  /** The page's crop box within its media box (FS_RECTF: left, top, right, bottom). */
  FPDF_GetPageBoundingBox(page: number, rect: number): number;
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(textPage: number): void;
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  /** 1 for a character PDFium inserted (a space between words, a line's end), not in the file. */
  FPDFText_IsGenerated(textPage: number, index: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFText_GetFontSize(textPage: number, index: number): number;
  /** The character's matrix (FS_MATRIX: a, b, c, d, e, f as floats), the page's scaling in it. */
  FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  /** Its box from the font's advance and height (FS_RECTF), as pdfjs measures widths. */
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  /** Its origin on the baseline (two doubles). */
  FPDFText_GetCharOrigin(textPage: number, index: number, x: number, y: number): number;
}

export interface Pdfium {
  exports: PdfiumExports;
  /** Whether the module asked for more memory than its cap (so a failure is the file's size). */
  overMemoryCap(): boolean;
}

/** PDFium's error for a document that needs a password (FPDF_ERR_PASSWORD). */
export const PDFIUM_PASSWORD_ERROR = 4;

/** The part of WebAssembly's API used here (Node's types leave the global's out). */
interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Imports,
  ): Promise<{ instance: WasmInstance; module: WasmModule }>;
}
type Imports = Record<string, Record<string, unknown>>;
type WasmInstance = object;
type WasmModule = object;
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

let loading: Promise<Pdfium> | undefined;

/**
 * PDFium, loaded once per thread (the statement worker reads one file, then ends), its memory
 * held to `memoryCapMb`. The .wasm is read from the package on disk, never fetched.
 */
export function loadPdfium(memoryCapMb: number): Promise<Pdfium> {
  loading ??= instantiate(memoryCapMb * 1024 * 1024);
  return loading;
}

/**
 * Lets this thread's PDFium go after it stopped (a trap, or its memory cap): its state is not to
 * be trusted, so the next PDF read in this thread (the tests read many) gets a fresh module.
 */
export function forgetPdfium(): void {
  loading = undefined;
}

async function instantiate(capBytes: number): Promise<Pdfium> {
  const wasmPath = createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm');
  const wasm = await fs.promises.readFile(wasmPath);
  let refused = false;
  let failed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const loaded = init({
    // PDFium's warnings and a stop past the cap would go to the server's log; the refusal says it.
    print: () => {},
    printErr: () => {},
    instantiateWasm(
      imports: Imports,
      receive: (instance: WasmInstance, module: WasmModule) => void,
    ) {
      const env = imports.env ?? {};
      const resize = env.emscripten_resize_heap as (bytes: number) => number;
      env.emscripten_resize_heap = (bytes: number) => {
        if (bytes >>> 0 > capBytes) {
          refused = true;
          return 0;
        }
        return resize(bytes);
      };
      wasmApi
        .instantiate(wasm, imports)
        .then(({ instance, module }) => receive(instance, module), failed);
      return {};
    },
  });
  const module = await Promise.race([loaded, failure]);
  const exports = module.pdfium.wasmExports as unknown as PdfiumExports;
  exports.PDFiumExt_Init();
  return { exports, overMemoryCap: () => refused };
}
