import { DEFAULT_SITE_INFO } from '@shared/site/site-info';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { describe, expect, it } from 'vitest';
import { parseEmbeddedSiteInfo } from './embedded-site-info';

const edited = { ...DEFAULT_SITE_INFO, phone: '091234 56789', phonecall: '+919123456789' };

describe('parseEmbeddedSiteInfo', () => {
  it('reads the record the server embeds', () => {
    expect(parseEmbeddedSiteInfo(JSON.stringify(edited))).toEqual(edited);
  });

  it('checks every field the schema has', () => {
    expect(Object.keys(SiteInfoSchema.shape).sort()).toEqual(Object.keys(DEFAULT_SITE_INFO).sort());
  });

  it('gives null for the dev server placeholder and for anything garbled', () => {
    expect(parseEmbeddedSiteInfo('null')).toBeNull();
    expect(parseEmbeddedSiteInfo(undefined)).toBeNull();
    expect(parseEmbeddedSiteInfo('{"name":')).toBeNull();
    expect(parseEmbeddedSiteInfo(JSON.stringify({ ...edited, phone: 42 }))).toBeNull();
    expect(parseEmbeddedSiteInfo(JSON.stringify({ ...edited, email: '' }))).toBeNull();
  });

  it('keeps only the known fields', () => {
    expect(parseEmbeddedSiteInfo(JSON.stringify({ ...edited, extra: 'x' }))).toEqual(edited);
  });
});
