import { describe, expect, it } from 'vitest';
import { newMailSecret, renderMailBody } from './mail-secret.ts';

describe('renderMailBody', () => {
  it('puts the secret in for its placeholder, escaped in the HTML', () => {
    const { value, placeholder } = newMailSecret('a"b&c');
    const body = { textBody: `go ${placeholder}`, htmlBody: `<a href="${placeholder}">` };
    expect(renderMailBody({ ...body, secret: value, secretPlaceholder: placeholder })).toEqual({
      text: 'go a"b&c',
      html: '<a href="a&quot;b&amp;c">',
    });
  });

  it('sends a mail without a secret as it is, whatever its text', () => {
    const body = { textBody: 'Dear {{secret}}', htmlBody: '<p>{{secret}}</p>', secret: null };
    expect(renderMailBody({ ...body, secretPlaceholder: null })).toEqual({
      text: 'Dear {{secret}}',
      html: '<p>{{secret}}</p>',
    });
  });

  it('leaves typed text that looks like a placeholder alone in a mail with a secret', () => {
    const { value, placeholder } = newMailSecret('token');
    const body = { textBody: `{{secret}} ${placeholder}`, htmlBody: '' };
    expect(renderMailBody({ ...body, secret: value, secretPlaceholder: placeholder })?.text).toBe(
      '{{secret}} token',
    );
  });

  it('refuses a mail whose secret is gone', () => {
    const { placeholder } = newMailSecret('token');
    expect(
      renderMailBody({
        textBody: placeholder,
        htmlBody: '',
        secret: null,
        secretPlaceholder: placeholder,
      }),
    ).toBeUndefined();
  });
});
