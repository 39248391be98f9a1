import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README names the oldest Node the app runs on; `npm ci` warns (EBADENGINE) about any installed
// package that asks for more. A package that does must be pinned, overridden or replaced.
const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const lock = JSON.parse(
  fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('the Node version the README names', () => {
  const stated = /Needs Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];

  it('is stated in the README', () => {
    expect(stated).toBeDefined();
  });

  it('satisfies every installed package, so npm install prints no engine warning', () => {
    const oldest = `${stated}.0`;
    const asksForMore = Object.entries(lock.packages)
      .filter(([, meta]) => !meta.optional)
      .flatMap(([location, meta]) => {
        const range = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
        return range && !semver.satisfies(oldest, range) ? [`${location} needs node ${range}`] : [];
      });
    expect(asksForMore).toEqual([]);
  });
});
