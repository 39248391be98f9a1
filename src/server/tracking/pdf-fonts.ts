import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One family for Latin, the rupee sign and Devanagari (names written in Hindi); PDF's own have none. */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

export type PdfFontName = keyof typeof FONT_FILES;

let loaded: Record<PdfFontName, Buffer> | undefined;

/**
 * The fonts' files, read once per process. Found by Node's package lookup from this module: the
 * bundled server (dist/server, with packages left external) and tsx or vitest (src) both reach
 * the same node_modules that way, where a path relative to this file would differ between them.
 */
export function pdfFonts(): Record<PdfFontName, Buffer> {
  if (!loaded) {
    const { resolve } = createRequire(import.meta.url);
    loaded = {
      regular: readFileSync(resolve(FONT_FILES.regular)),
      bold: readFileSync(resolve(FONT_FILES.bold)),
    };
  }
  return loaded;
}
