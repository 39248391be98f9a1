import fs from 'node:fs';
import path from 'node:path';
import {
  ENTRY_JS_BUDGET_GZIP,
  measureEntryBytes,
  measurePathBytes,
  PATH_JS_BUDGET_GZIP,
  PATH_JS_CEILING_GZIP,
} from '#bench/entry-bytes.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { enAbout } from '#web/i18n/en-about.ts';
import { enContact } from '#web/i18n/en-contact.ts';
import { enLazy } from '#web/i18n/en-lazy.ts';
import { enPolicyPages } from '#web/i18n/en-policy-pages.ts';
import { expect, test } from './support/test.ts';

// Checks the built app (npm test builds before the browser tests); no browser needed. Sizes are
// deterministic for a given build, so the budget is exact; timings stay in `npm run bench`.
const WEB_ROOT = path.resolve('dist/web');

/** Words and URLs only the admin area has: finding one in the entry means admin code is in it. */
const ADMIN_MARKERS = [
  ...Object.values(ADMIN_MESSAGES),
  ...Object.values(API_PATHS.admin).filter((value) => typeof value === 'string'),
];

/**
 * Whether the code holds `text` as a string of its own: a short text ("Full") is part of longer
 * ones in the entry ("Full name") without being there itself.
 */
const hasLiteral = (code: string, text: string) =>
  ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const read = (file: string) => fs.readFileSync(path.join(WEB_ROOT, file), 'utf8');

test('the customer entry JS stays within its gzip budget', () => {
  const { jsGzip, jsFiles } = measureEntryBytes(WEB_ROOT);
  expect(
    jsGzip,
    `entry JS is ${kb(jsGzip)} gzip (budget ${kb(ENTRY_JS_BUDGET_GZIP)}): ${jsFiles.join(', ')}`,
  ).toBeLessThanOrEqual(ENTRY_JS_BUDGET_GZIP);
});

// The budget (100 KB) is not met yet: the test holds the path at its ceiling so it cannot grow
// while the budget is open, and names the budget in its message.
test('the whole path, home → Book Now → form → payment, stays under its ceiling', () => {
  const { jsGzip, files } = measurePathBytes(WEB_ROOT);
  const list = files.map(({ file, gzip }) => `${kb(gzip)} ${file}`).join('\n');
  expect(
    jsGzip,
    `path JS is ${kb(jsGzip)} gzip in ${files.length} files (ceiling ${kb(PATH_JS_CEILING_GZIP)}, budget ${kb(PATH_JS_BUDGET_GZIP)}):\n${list}`,
  ).toBeLessThanOrEqual(PATH_JS_CEILING_GZIP);
});

test('the customer entry and the whole path to payment carry no admin code', () => {
  const jsFiles = measurePathBytes(WEB_ROOT).files.map(({ file }) => file);
  expect(jsFiles.length).toBeGreaterThan(0);
  const found = jsFiles.flatMap((file) =>
    ADMIN_MARKERS.filter((marker) => read(file).includes(marker)).map((m) => `${file}: ${m}`),
  );
  expect(found).toEqual([]);
});

test('the lazy pages’ English texts stay out of the entry, in their own chunks', () => {
  // Texts of the lazy pages only: a word the entry's own English has too ("Name") is in it anyway.
  const entryEnglish = fs.readFileSync(path.resolve('src/web/i18n/en.ts'), 'utf8');
  // The About, Contact and policy pages' too: no customer needs them on the way to payment.
  const texts = Object.values({ ...enLazy, ...enAbout, ...enContact, ...enPolicyPages })
    .flatMap((screen) => Object.values(screen))
    .filter((text): text is string => typeof text === 'string' && !hasLiteral(entryEnglish, text));
  const entry = measureEntryBytes(WEB_ROOT).jsFiles.map(read).join('\n');
  expect(texts.filter((text) => hasLiteral(entry, text))).toEqual([]);
  const built = fs
    .readdirSync(path.join(WEB_ROOT, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => read(`assets/${file}`))
    .join('\n');
  expect(texts.filter((text) => !hasLiteral(built, text))).toEqual([]);
});

test('the admin markers are in the build, so the check above can see them', () => {
  // Guards the test above against markers that the build would spell differently.
  const built = fs
    .readdirSync(path.join(WEB_ROOT, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => read(`assets/${file}`))
    .join('\n');
  expect(built).toContain(ADMIN_MESSAGES.dashboardFailed);
  expect(built).toContain(API_PATHS.admin.dashboard);
});
