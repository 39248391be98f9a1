import { expect, type Page, test } from './support/test.ts';

function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}

/**
 * Holds back a page's lazy chunk (a slow mobile network): `requested` settles once the app has
 * asked for it, and the chunk arrives after `release()`.
 */
async function holdChunk(page: Page, chunk: string) {
  const requested = signal();
  const released = signal();
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    requested.fire();
    await released.fired;
    await route.continue();
  });
  return { requested: requested.fired, release: released.fire };
}

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /Book your HSRP/ });

test("while a page's code downloads on arrival, the page the server rendered shows, then works", async ({
  page,
}) => {
  const { requested, release } = await holdChunk(page, 'contact-page');
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await requested;
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Loading, please wait')).toHaveCount(0);
  release();
  // Hydrated: the footer's links now change the page in the browser.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test("while a page of the browser's own order downloads, the loading screen shows, then the page and footer", async ({
  page,
}) => {
  const { release } = await holdChunk(page, 'track-order-page');
  await page.goto('/track', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait' })).toBeVisible();
  // The footer waits with the page, so it does not jump down when the page arrives.
  await expect(page.getByRole('contentinfo')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the current page stays up while the next page downloads', async ({ page }) => {
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  const { requested, release } = await holdChunk(page, 'about-page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await requested;
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByText('Loading, please wait')).toHaveCount(0);
  // A thin bar says the next page is on its way.
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(homeHeading(page)).toHaveCount(0);
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
});

test('"See How It Works" goes to the how-it-works steps, "Book in 2 Minutes" to the form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'How it works' }).getByRole('listitem'),
  ).toHaveCount(4);
  await page.getByRole('link', { name: 'Book in 2 Minutes' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book your service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Service' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page whose code fails to download shows the error screen inside the site', async ({
  page,
}) => {
  await page.route('**/assets/about-page-*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(homeHeading(page)).toBeVisible();
});

test('an unknown admin path goes to the admin home, which asks a visitor to sign in', async ({
  page,
}) => {
  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
});

test('after each tap on a link the tab title is the one a fresh load of that page has', async ({
  page,
  context,
}) => {
  const fresh = await context.newPage();
  const freshTitle = async (path: string) => {
    await fresh.goto(path);
    return fresh.title();
  };
  await page.goto('/');
  expect(await page.title()).toBe(await freshTitle('/'));
  const footer = page.getByRole('contentinfo');
  for (const [name, path, heading] of [
    ['About', '/about', 'About Us'],
    ['Contact', '/contact', 'Contact Us'],
    ['Book your service', '/bookyourservice', 'Book Your Service'],
  ] as const) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const title = await freshTitle(path);
    expect(title).not.toBe(await freshTitle('/'));
    await expect(page).toHaveTitle(title);
  }
});
