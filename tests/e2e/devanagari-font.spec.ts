import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// A PC without Indian-language support has no Devanagari font (Debian's Chromium alone brings only
// DejaVu and Liberation): without the web font, "हिन्दी" and Hindi pages show boxes. A machine
// with Noto Sans Devanagari installed (Debian's fonts-noto-core) draws with it through the
// @font-face rules' local() sources and downloads nothing, which these tests then expect.
const FAMILY = 'Noto Sans Devanagari';
const HAS_LOCAL_FONT = hasLocalFont(FAMILY);

function hasLocalFont(family: string): boolean {
  try {
    return (
      execFileSync('fc-list', [`:family=${family}`, 'family'], { encoding: 'utf8' }).trim() !== ''
    );
  } catch {
    return false;
  }
}
const FONT_FILE = /\/assets\/noto-sans-devanagari-devanagari-(\d00)-normal-[\w-]+\.woff2$/;

/** The weights of the Devanagari font files a page asks for, as it asks (before any answer). */
function recordFontRequests(page: Page): { weights: string[]; urls: string[] } {
  const requested = { weights: [] as string[], urls: [] as string[] };
  page.on('request', (request) => {
    const weight = FONT_FILE.exec(new URL(request.url()).pathname)?.[1];
    if (!weight) return;
    requested.weights.push(weight);
    requested.urls.push(request.url());
  });
  return requested;
}

/** The fonts the browser really draws an element's text with (not just what CSS asks for). */
async function fontsDrawing(page: Page, element: Locator): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const selector = await element.evaluate((node) => {
    node.setAttribute('data-font-probe', '');
    return '[data-font-probe]';
  });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** The page's @font-face rules as the browser holds them. */
function fontFaces(page: Page): Promise<{ display: string; status: string }[]> {
  return page.evaluate(() => {
    const faces: { display: string; status: string }[] = [];
    document.fonts.forEach((face) => {
      faces.push({ display: face.display, status: face.status });
    });
    return faces;
  });
}

const switchToHindi = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true });

test('an English page draws the "हिन्दी" switch with the shipped font, downloading only its regular face', async ({
  page,
}) => {
  const requested = recordFontRequests(page);
  await page.goto('/');
  await expect(switchToHindi(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  expect(await fontsDrawing(page, switchToHindi(page))).toEqual([FAMILY]);
  // English text keeps the device's own font: the Devanagari faces draw nothing else.
  const heading = page.getByRole('heading', { level: 1 });
  expect(await fontsDrawing(page, heading)).not.toContain(FAMILY);
  expect(
    await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'हिन्दी'), FAMILY),
  ).toBe(true);

  expect((await fontFaces(page)).map((face) => face.display)).toEqual(['swap', 'swap']);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  if (HAS_LOCAL_FONT) {
    expect(requested.weights).toEqual([]);
    return;
  }
  // One file of about 49 KB, kept for a year, swapped in when it arrives, never preloaded.
  await expect.poll(() => requested.weights).toEqual(['400']);
  const file = await page.request.get(requested.urls[0] ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toContain('immutable');
  expect((await file.body()).length).toBeLessThan(55_000);
});

test('a Hindi page draws its text and its bold headings with the shipped font', async ({
  page,
}) => {
  const requested = recordFontRequests(page);
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // "HSRP" in the heading stays in the device's Latin font; the Hindi words are Noto's.
  expect(await fontsDrawing(page, heading)).toContain(FAMILY);
  expect(
    await fontsDrawing(page, page.getByRole('heading', { level: 2, name: 'हमारी सेवाएँ' })),
  ).toContain(FAMILY);
  expect(
    await page.evaluate((family) => document.fonts.check(`bold 16px "${family}"`, 'हिन्दी'), FAMILY),
  ).toBe(true);
  await expect
    .poll(() => [...requested.weights].sort())
    .toEqual(HAS_LOCAL_FONT ? [] : ['400', '700']);
});

test('the English-only admin pages download no Devanagari font', async ({ page }) => {
  const requested = recordFontRequests(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(requested.weights).toEqual([]);
});

test('a device that has Noto Sans Devanagari uses its own copy and downloads nothing', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A fontconfig setup with the font installed, as on an Android phone or a Linux PC with it.
  const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-fonts-'));
  const installed = path.resolve('node_modules/@expo-google-fonts/noto-sans-devanagari');
  for (const face of [
    '400Regular/NotoSansDevanagari_400Regular.ttf',
    '700Bold/NotoSansDevanagari_700Bold.ttf',
  ]) {
    fs.copyFileSync(path.join(installed, face), path.join(fontDir, path.basename(face)));
  }
  const config = path.join(fontDir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fontDir}</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
  );
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
  try {
    const page = await browser.newPage({ baseURL });
    const requested = recordFontRequests(page);
    await chooseHindiBeforeLoading(page.context());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'हमारी सेवाएँ' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect((await fontFaces(page)).map((face) => face.status)).toEqual(['loaded', 'loaded']);
    expect(requested.weights).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(fontDir, { recursive: true, force: true });
  }
});
