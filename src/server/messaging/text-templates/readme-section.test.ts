import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  README_END,
  README_START,
  textTemplatesReadme,
  withTextTemplates,
} from './readme-section.ts';

describe("the README's WhatsApp and SMS templates", () => {
  it("are the registry's, word for word (npm run readme:templates rewrites them)", () => {
    const readme = fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(textTemplatesReadme());
    expect(withTextTemplates(readme)).toBe(readme);
  });

  it('list each kind with its category, places, both languages and the DLT words', () => {
    const section = textTemplatesReadme();
    expect(section.startsWith(README_START) && section.endsWith(README_END)).toBe(true);
    expect(section).toContain('### Booking received: `booking_received`');
    expect(section).toContain('Category: utility. Places: `{{1}}` the order number;');
    expect(section).toContain('### Mobile number code: `mobile_code`\n\nCategory: authentication.');
    expect(section).toContain('आपकी HSRP बुकिंग {{1}} हमें मिल गई है।');
    expect(section).toContain('Follow your order here: {#url#} (keep this link private).');
  });
});
