import { API_PATHS } from '#shared/api-paths.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { ensurePayee, setUpiId } from './support/app-db.ts';
import { fillBookingFormInHindi, transactionNumber } from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { paymentScreenshot } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const html = (page: Page) => page.locator('html');
const mainHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const languageSwitch = (page: Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

test('the Hindi switch renders the home and booking pages in Hindi and survives a reload', async ({
  page,
}) => {
  // The payment page at the end shows its form only with a payee set.
  ensurePayee('TWO_WHEELER');
  await page.goto('/');
  await expect(mainHeading(page, 'Book your HSRP number plate online')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');

  // On a phone the switch is in sight without opening the menu, named in its own language.
  await expect(languageSwitch(page, 'हिन्दी')).toHaveAttribute('lang', 'hi');
  await languageSwitch(page, 'हिन्दी').click();
  await expect(mainHeading(page, 'अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 2, name: 'हमारी सेवाएँ' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2 मिनट में बुक करें' })).toBeVisible();
  await expect(languageSwitch(page, 'English')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'मेन्यू' }).click();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'मेन्यू' }).click();

  // Service names are Hindi too, on the cards and on the booking form.
  await expect(page.getByRole('heading', { level: 3, name: 'सिर्फ़ कलर स्टिकर' })).toBeVisible();
  await expect(page.getByText('Only Color Stickers')).toHaveCount(0);
  await page.getByRole('button', { name: 'अभी बुक करें: दोपहिया वाहन की नंबर प्लेट' }).click();
  await expect(page).toHaveURL(/\/bookyourservice$/);
  await expect(mainHeading(page, 'अपनी सेवा बुक करें')).toBeVisible();
  await expect(page.getByText('दोपहिया वाहन की नंबर प्लेट', { exact: true })).toBeVisible();
  const fixedVehicleType = page.getByText('(इस सेवा के अनुसार तय)');
  await expect(fixedVehicleType).toBeVisible();
  await expect(fixedVehicleType.locator('..')).toContainText('दोपहिया वाहन');
  await expect(page.getByRole('radio', { name: 'घर पर फ़िटिंग' })).toBeChecked();
  await expect(page.getByLabel('पूरा नाम')).toBeVisible();

  // The shared schemas' messages (keys) show in Hindi.
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(page.getByText('कृपया अपना पूरा नाम दर्ज करें।')).toBeVisible();
  await expect(page.getByText('कृपया 6 अंकों का पिन कोड दर्ज करें।')).toBeVisible();

  // A reload keeps Hindi (the next test shows that English never flashes first).
  await page.reload();
  await expect(mainHeading(page, 'अपनी सेवा बुक करें')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'hi');

  // The booking goes on to the payment page in Hindi.
  await fillBookingFormInHindi(page);
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(mainHeading(page, 'मेरी बुकिंग का विवरण')).toBeVisible();
  const summary = page.getByRole('region', { name: 'ऑर्डर का सारांश' });
  await expect(summary.getByText('कुल राशि')).toBeVisible();
  await expect(summary.getByText('₹699')).toBeVisible();
  await expect(summary.getByRole('cell', { name: 'दोपहिया वाहन की नंबर प्लेट' })).toBeVisible();
  await expect(summary.getByText('Roorkee, उत्तराखंड')).toBeVisible();
  await expect(page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर')).toBeVisible();

  // Back to English: the pages read as they always did, and that choice is kept too.
  await languageSwitch(page, 'English').click();
  await expect(mainHeading(page, 'My Booking Details')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(mainHeading(page, 'Book your HSRP number plate online')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
  await expect(languageSwitch(page, 'हिन्दी')).toBeVisible();
  await page.reload();
  await expect(mainHeading(page, 'Book your HSRP number plate online')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test('a Hindi reader picks the payment screenshot with a Hindi file picker and tracks the order under its Hindi name', async ({
  page,
}) => {
  setUpiId('TWO_WHEELER', 'hsrpbooking@okaxis');
  try {
    await chooseHindiBeforeLoading(page.context());
    await page.goto('/bookyourservice');
    await page.getByRole('button', { name: 'चुनें: दोपहिया वाहन की नंबर प्लेट' }).click();
    await fillBookingFormInHindi(page);
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
    await expect(mainHeading(page, 'मेरी बुकिंग का विवरण')).toBeVisible();

    // The picker speaks Hindi: our words, not the browser's "Choose File / No file chosen".
    const picker = page.getByLabel('भुगतान का स्क्रीनशॉट (वैकल्पिक)');
    await expect(page.getByText('फ़ाइल चुनें', { exact: true })).toBeVisible();
    await expect(page.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(/^कोई फ़ाइल नहीं चुनी गई/);

    // A keyboard reaches the real input, right after the transaction number and its help.
    const txn = page.getByLabel('भुगतान ट्रांज़ैक्शन नंबर');
    await txn.fill(transactionNumber());
    await txn.press('Tab');
    await expect(page.getByText('यह नंबर कहाँ मिलेगा?')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();

    // A tap on the button's words opens the phone's picker; the chosen file's name shows, a long
    // one cut short with its size kept, and the page does not grow sideways.
    const box = await page.getByText('फ़ाइल चुनें', { exact: true }).boundingBox();
    if (!box) throw new Error('the file button is not on screen');
    const chooser = page.waitForEvent('filechooser');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const fileName = 'Screenshot_2026-11-24-10-15-33-123_com.phonepe.app.png';
    const screenshot = { name: fileName, mimeType: 'image/png', buffer: await paymentScreenshot() };
    await (await chooser).setFiles(screenshot);
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expect(page.getByText(/^\(\d+ KB\)$/)).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(
      new RegExp(`^${fileName.replace(/\./g, '\\.')} \\(`),
    );
    await expect(page.getByText('कोई फ़ाइल नहीं चुनी गई')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      page.viewportSize()?.width,
    );

    // Removing it says so again and leaves the keyboard on the picker.
    await page.getByRole('button', { name: 'स्क्रीनशॉट हटाएँ' }).click();
    await expect(page.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeVisible();
    await expect(picker).toBeFocused();
    await picker.setInputFiles(screenshot);
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'भुगतान जमा करें' }).click();
    await expect(mainHeading(page, 'भुगतान सफल रहा')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'अपना ऑर्डर ट्रैक करें' }).click();
    const details = page.getByRole('region', { name: 'ऑर्डर का विवरण' });
    await expect(details).toContainText('दोपहिया वाहन की नंबर प्लेट');
    await expect(details).not.toContainText('Two Wheeler Number Plate');
  } finally {
    setUpiId('TWO_WHEELER', null);
  }
});

test('a refusal from the server shows in Hindi, found by the key the server sends', async ({
  page,
}) => {
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/track');
  await expect(mainHeading(page, 'अपना ऑर्डर ट्रैक करें')).toBeVisible();
  await page.getByLabel('ऑर्डर नंबर').fill('HSRPBOOKING/2026/1121987654');
  await page.getByLabel('रजिस्ट्रेशन नंबर').fill('UK08AB9999');
  const answer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.track));
  await page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }).click();
  // The API answers in English, for any client, with the key beside it.
  expect(await (await answer).json()).toEqual({
    message: TRACK_MESSAGES.trackNotFound,
    key: 'trackNotFound',
  });
  await expect(page.getByRole('alert')).toHaveText(
    'इस ऑर्डर नंबर और रजिस्ट्रेशन नंबर से कोई बुकिंग नहीं मिली। कृपया दोनों जाँचकर फिर से कोशिश करें।',
  );
});

test('a reader who chose Hindi sees no English while the Hindi texts download', async ({
  page,
}) => {
  await chooseHindiBeforeLoading(page.context());
  // A slow network: the Hindi chunk arrives well after the page's own code.
  await page.route('**/assets/hi-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = { english: false };
    Object.assign(window, { seenOnLoad: seen });
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      if (['Skip to content', 'Loading', 'Home'].some((english) => text.includes(english))) {
        seen.english = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await expect(mainHeading(page, 'अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें')).toBeVisible();
  expect(
    await page.evaluate(() => (window as { seenOnLoad?: { english: boolean } }).seenOnLoad),
  ).toEqual({ english: false });
});

test('a Hindi page has no serious accessibility violations, errors shown', async ({ page }) => {
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/bookyourservice');
  await expect(mainHeading(page, 'अपनी सेवा बुक करें')).toBeVisible();
  await page.getByRole('button', { name: 'चुनें: कलर स्टिकर के साथ HSRP' }).click();
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(page.getByText('कृपया वाहन का प्रकार चुनें।')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/');
  await expect(mainHeading(page, 'अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the admin area stays English when the customer pages are in Hindi', async ({ page }) => {
  await chooseHindiBeforeLoading(page.context());
  await page.goto('/admin/login');
  await expect(mainHeading(page, 'Admin sign in')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test('with storage blocked the pages start in English and the switch still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await expect(mainHeading(page, 'Book your HSRP number plate online')).toBeVisible();
  await languageSwitch(page, 'हिन्दी').click();
  await expect(mainHeading(page, 'अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'hi');
});
