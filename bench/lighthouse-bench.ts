import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { bookingInput } from '../src/server/testing/booking-fixtures';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A booking selection as the form leaves it, so /payment renders instead of redirecting. */
const PAYMENT_SELECTION = bookingInput({
  service: 'TWO_WHEELER_PLATE',
  vehicleType: 'TWO_WHEELER',
});

/** Lighthouse mobile (its default: a mid-range phone on a throttled 4G link) in Debian's Chromium. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<PageScores[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const scores: PageScores[] = [];
    for (const pagePath of paths) {
      const page = await browser.newPage();
      await preparePage(page, baseUrl, pagePath);
      const result = await lighthouse(
        `${baseUrl}${pagePath}`,
        { output: 'json', logLevel: 'error', disableStorageReset: true },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      scores.push({
        page: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
      await page.close();
    }
    return scores;
  } finally {
    await browser.close();
  }
}

async function preparePage(page: Page, baseUrl: string, pagePath: string) {
  if (pagePath !== '/payment') return;
  await page.goto(`${baseUrl}/bookyourservice`);
  // Runs in the page; the function is sent as a string, so browser globals are reached through it.
  await page.evaluate(
    `sessionStorage.setItem('hsrp.bookingSelection', ${JSON.stringify(JSON.stringify(PAYMENT_SELECTION))})`,
  );
}
