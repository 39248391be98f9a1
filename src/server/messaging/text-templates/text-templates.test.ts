import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE_KINDS } from '#shared/messaging/text-messages.ts';
import { LOCALE_CODES } from '#shared/site/locales.ts';
import { dltBody, TEXT_TEMPLATE_CATEGORIES, TEXT_TEMPLATES } from './index.ts';
import { placesOf, renderText, textParam } from './text-template.ts';

/** Meta refuses a body that starts with a place, or ends with one (punctuation after it counts). */
const DANGLING = /^\s*\{\{\d+\}\}|\{\{\d+\}\}[\s\p{P}]*$/u;
/** Two places with no word between them ("{{1}} {{2}}", "{{1}}, {{2}}") are refused too. */
const ADJACENT = /\{\{\d+\}\}[^\p{L}\p{N}]*\{\{\d+\}\}/u;

const utility = TEXT_MESSAGE_KINDS.filter((kind) => TEXT_TEMPLATE_CATEGORIES[kind] === 'utility');

describe('text templates', () => {
  for (const kind of TEXT_MESSAGE_KINDS) {
    const template = TEXT_TEMPLATES[kind];
    for (const language of LOCALE_CODES) {
      it(`${kind} in ${language}: each place once, in order, one per param`, () => {
        const places = placesOf(template.body[language]);
        expect(places).toEqual(template.params.map((_, i) => i + 1));
        for (const link of template.links ?? []) expect(places).toContain(link);
      });
    }
  }

  for (const kind of utility) {
    const template = TEXT_TEMPLATES[kind];
    for (const language of LOCALE_CODES) {
      it(`${kind} in ${language} keeps Meta's rules for a utility template`, () => {
        const body = template.body[language];
        expect(body).not.toMatch(DANGLING);
        expect(body).not.toMatch(ADJACENT);
        expect(body.length).toBeLessThanOrEqual(1024);
        // Meta's rule of thumb: at least 2n + 1 words of fixed text for n parameters.
        const words = body
          .replace(/\{\{\d+\}\}/g, ' ')
          .split(/\s+/)
          .filter(Boolean);
        expect(words.length).toBeGreaterThanOrEqual(2 * template.params.length + 1);
        expect(body).not.toMatch(/offer|discount|sale|free|%/i);
      });
    }
  }

  it('checks itself: the rules catch dangling and adjacent places', () => {
    expect('{{1}} is your code.').toMatch(DANGLING);
    expect('Your order is {{1}}.').toMatch(DANGLING);
    expect('Order {{1}} {{2}} now').toMatch(ADJACENT);
    expect('Order {{1}}, {{2}} now').toMatch(ADJACENT);
    expect('Order {{1}} on {{2}} now').not.toMatch(ADJACENT);
  });

  it('writes the DLT version with {#var#}, and {#url#} for the link', () => {
    const template = TEXT_TEMPLATES.booking_received;
    expect(dltBody(template, template.body.en)).toBe(
      'We have received your HSRP booking {#var#}. Your place is held until {#var#} while we check your payment. Follow your order here: {#url#} (keep this link private).',
    );
  });

  it('fills the places and keeps parameters on one line', () => {
    const param = textParam(' Asha \n\t Devi    Rao ');
    expect(param).toBe('Asha Devi Rao');
    expect(renderText(TEXT_TEMPLATES.booking_fitted, 'en', ['HSRP-1'])).toBe(
      'Your HSRP order HSRP-1 has been fitted and is now complete. Thank you for choosing us.',
    );
  });
});
