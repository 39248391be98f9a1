import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { bookingInput } from '#server/testing/booking-fixtures.ts';

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

/**
 * Runs per page. Lighthouse's own advice (docs/variability.md): the median of five runs is about
 * twice as stable as one, and this shared machine's speed changes from minute to minute.
 */
export const RUNS_PER_PAGE = 5;

type Report = RunnerResult['lhr'];

/**
 * Lighthouse mobile (its default: a mid-range phone on a throttled 4G link) in Debian's Chromium;
 * for each page, the run Lighthouse's `computeMedianRun` picks from RUNS_PER_PAGE.
 */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<PageScores[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const scores: PageScores[] = [];
    for (const pagePath of paths) {
      const runs: Report[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
        runs.push(await auditPage(browser, baseUrl, pagePath));
      }
      scores.push(scoresOf(pagePath, medianOf(pagePath, runs)));
    }
    return scores;
  } finally {
    await browser.close();
  }
}

/** The median run among those that measured the page (a run on a stalled machine may not). */
function medianOf(pagePath: string, runs: Report[]): Report {
  const valid = filterToValidRuns(runs);
  const failed = runs.filter((run) => !valid.includes(run)).map((run) => run.runtimeError?.code);
  if (failed.length > 0) {
    console.warn(
      `Lighthouse on ${pagePath}: ${failed.length} of ${runs.length} runs failed (${failed.join(', ')})`,
    );
  }
  if (valid.length === 0) throw new Error(`Lighthouse could not measure ${pagePath}`);
  return computeMedianRun(valid);
}

/**
 * One run, as a first visit: a browser context of its own starts with an empty cache. (Lighthouse's
 * own storage reset stays off: it would clear the booking selection /payment needs.)
 */
async function auditPage(browser: Browser, baseUrl: string, pagePath: string): Promise<Report> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await preparePage(page, baseUrl, pagePath);
    const result = await lighthouse(
      `${baseUrl}${pagePath}`,
      { output: 'json', logLevel: 'error', disableStorageReset: true },
      undefined,
      page,
    );
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    return result.lhr;
  } finally {
    await context.close();
  }
}

function scoresOf(pagePath: string, lhr: Report): PageScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

async function preparePage(page: Page, baseUrl: string, pagePath: string) {
  if (pagePath !== '/payment') return;
  await page.goto(`${baseUrl}/bookyourservice`);
  // Runs in the page; the function is sent as a string, so browser globals are reached through it.
  await page.evaluate(
    `sessionStorage.setItem('hsrp.bookingSelection', ${JSON.stringify(JSON.stringify(PAYMENT_SELECTION))})`,
  );
}
