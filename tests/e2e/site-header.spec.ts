import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { createAdmin, restoreSharedSettings, setSiteMode } from './support/admin.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { expect, type Page, test } from './support/test.ts';

// The narrowest phones in common use.
const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

test.beforeAll(() => {
  createAdmin();
});

test.afterEach(async ({ baseURL }) => {
  if (baseURL) await restoreSharedSettings(baseURL);
});

const LANGUAGES = {
  en: { switchTo: 'हिन्दी', menu: 'Menu', about: 'About' },
  hi: { switchTo: 'English', menu: 'मेन्यू', about: 'हमारे बारे में' },
} as const;

const MODES = {
  hsrp: { business: DEFAULT_SITE_INFO.name },
  pm: { business: DEFAULT_SITE_INFO.moversName },
} as const;

/** The business's name, the language switch and the menu button side by side in one row. */
async function expectHeaderInOneRow(
  page: Page,
  business: string,
  language: keyof typeof LANGUAGES,
) {
  const { switchTo, menu } = LANGUAGES[language];
  const banner = page.getByRole('banner');
  const home = banner.getByRole('link', { name: business });
  const parts = [
    home,
    banner.getByRole('button', { name: switchTo, exact: true }),
    banner.getByRole('button', { name: menu }),
  ];
  const boxes = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    if (!box) throw new Error('a header part has no box');
    boxes.push(box);
  }
  const header = await banner.boundingBox();
  if (!header) throw new Error('the header has no box');

  // One row of 40 px controls and its padding is 65 px high; a second row would add 40 more.
  expect(header.height).toBeLessThanOrEqual(72);
  for (const [index, box] of boxes.entries()) {
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    const next = boxes[index + 1];
    if (next) expect(box.x + box.width).toBeLessThanOrEqual(next.x);
  }
  expect(boxes.at(-1)?.x ?? 0).toBeLessThanOrEqual(PHONE_WIDTH);

  // Nothing a visitor needs is cut off: the whole name shows (on two lines if it must), and the
  // page never scrolls sideways.
  const name = home.getByText(business, { exact: true });
  expect(await name.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
}

for (const mode of ['hsrp', 'pm'] as const) {
  for (const language of ['en', 'hi'] as const) {
    test(`at ${PHONE_WIDTH} px the header is one row (${mode} home, ${language})`, async ({
      page,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('baseURL is not set');
      if (mode === 'pm') await setSiteMode(baseURL, 'pm');
      if (language === 'hi') {
        await chooseHindiBeforeLoading(page.context());
      }
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectHeaderInOneRow(page, MODES[mode].business, language);

      // The menu still opens below, with every link.
      await page
        .getByRole('banner')
        .getByRole('button', { name: LANGUAGES[language].menu })
        .click();
      await expect(
        page.getByRole('banner').getByRole('link', { name: LANGUAGES[language].about }),
      ).toBeVisible();
    });
  }
}
