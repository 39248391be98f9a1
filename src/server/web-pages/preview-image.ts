import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_PRICING_SETTINGS } from '#shared/pricing/price.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { escapeHtml } from './html-text.ts';

/** The link preview's picture (Open Graph's recommended 1200 × 630), made by the build. */
export const PREVIEW_IMAGES = {
  plates: { path: '/preview.png', alt: 'High-security number plates booked online' },
  movers: { path: '/preview-movers.png', alt: 'Packers and movers: house shifting' },
} as const;
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * The picture as SVG: the business's first-start name (the build cannot know a name the admin
 * types later) and the offer. Only the system's sans-serif font, so the same machine always
 * makes the same bytes.
 */
export function previewSvg(kind: keyof typeof PREVIEW_IMAGES): string {
  const lines =
    kind === 'plates'
      ? {
          name: DEFAULT_SITE_INFO.name,
          offer: 'HSRP number plates and colour stickers',
          detail: `Two-wheeler from ₹${DEFAULT_PRICING_SETTINGS.TWO_WHEELER.targetTotal} · four-wheeler from ₹${DEFAULT_PRICING_SETTINGS.FOUR_WHEELER.targetTotal}`,
          footer: 'Book online · Pay by UPI · Fitting at home or at the dealer',
        }
      : {
          name: DEFAULT_SITE_INFO.moversName,
          offer: 'House shifting and relocation',
          detail: 'Packing, moving and vehicle transport',
          footer: 'Free quote · Call back on request',
        };
  const text = (y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="80" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
<rect width="100%" height="100%" fill="#1e3a8a"/>
<rect x="40" y="40" width="1120" height="550" rx="28" fill="#ffffff"/>
<rect x="80" y="90" width="300" height="84" rx="12" fill="#facc15" stroke="#111827" stroke-width="6"/>
<text x="230" y="150" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#111827">IND · HSRP</text>
${text(290, 68, 700, '#1e3a8a', lines.name)}
${text(370, 46, 600, '#111827', lines.offer)}
${text(440, 34, 400, '#334155', lines.detail)}
${text(530, 30, 400, '#475569', lines.footer)}
</svg>`;
}

/** The picture as PNG. */
export function previewPng(kind: keyof typeof PREVIEW_IMAGES): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(kind)))
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}

/** Writes every preview picture into the built web app's folder (scripts/build.mjs calls it). */
export async function writePreviewImages(webDir: string): Promise<void> {
  for (const kind of Object.keys(PREVIEW_IMAGES) as (keyof typeof PREVIEW_IMAGES)[]) {
    fs.writeFileSync(path.join(webDir, PREVIEW_IMAGES[kind].path.slice(1)), await previewPng(kind));
  }
}
