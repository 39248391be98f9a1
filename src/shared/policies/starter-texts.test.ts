import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { PLACEHOLDER, PolicyTextSchema } from './policies-schema.ts';
import { POLICY_DOCUMENTS } from './required-policies.ts';
import { starterText } from './starter-texts.ts';

const OWN_SITE = {
  ...DEFAULT_SITE_INFO,
  name: 'Roorkee Plates',
  phone: '01332 123456',
  phonecall: '+911332123456',
  email: 'help@roorkeeplates.in',
};

describe('the starting texts of the policies', () => {
  it.each(POLICY_DOCUMENTS)('%s names the business and how to reach it', (document) => {
    const text = starterText(document, OWN_SITE);
    expect(text).toContain('Roorkee Plates');
    if (document !== 'privacy') expect(text).toContain('01332 123456');
    expect(text).toContain('help@roorkeeplates.in');
  });

  it.each(POLICY_DOCUMENTS)('%s cannot be published before the owner fills it in', (document) => {
    const text = starterText(document, OWN_SITE);
    expect(PLACEHOLDER.test(text)).toBe(true);
    expect(PolicyTextSchema.safeParse({ text }).success).toBe(false);
    const filled = text.replace(/\[[^\]]*\]/g, '5');
    expect(PolicyTextSchema.safeParse({ text: filled }).success).toBe(true);
  });

  it('never points customers at the sample phone number or e-mail address', () => {
    for (const document of POLICY_DOCUMENTS) {
      const text = starterText(document, DEFAULT_SITE_INFO);
      expect(text).not.toContain(DEFAULT_SITE_INFO.phone);
      expect(text).not.toContain(DEFAULT_SITE_INFO.email);
    }
    expect(starterText('refund', DEFAULT_SITE_INFO)).toContain(
      'call or WhatsApp us on [phone number] or write to [e-mail address]',
    );
  });

  it('names the GSTIN in the terms once the business has one', () => {
    expect(starterText('terms', OWN_SITE)).not.toContain('GSTIN');
    expect(starterText('terms', { ...OWN_SITE, gstin: '05ABCDE1234F1Z6' })).toContain(
      'GSTIN 05ABCDE1234F1Z6.',
    );
  });
});
