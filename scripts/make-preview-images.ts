// Writes the link preview pictures (1200 × 630 PNG) into the built web app's folder; run by
// scripts/build.mjs after Vite. Usage: node --import tsx scripts/make-preview-images.ts dist/web
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_IMAGES, previewPng } from '../src/server/web-pages/preview-image';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: make-preview-images.ts <web folder>');
for (const kind of Object.keys(PREVIEW_IMAGES) as (keyof typeof PREVIEW_IMAGES)[]) {
  fs.writeFileSync(path.join(outDir, PREVIEW_IMAGES[kind].path.slice(1)), await previewPng(kind));
}
