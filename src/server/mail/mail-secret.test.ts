import { describe, expect, it } from 'vitest';
import { SECRET_PLACEHOLDER } from '../repositories/outbox.repository';
import { renderMailBody } from './mail-secret';

describe('renderMailBody', () => {
  it('puts the secret in for the placeholder, escaped in the HTML', () => {
    const body = {
      textBody: `go ${SECRET_PLACEHOLDER}`,
      htmlBody: `<a href="${SECRET_PLACEHOLDER}">`,
    };
    expect(renderMailBody({ ...body, secret: 'a"b&c' })).toEqual({
      text: 'go a"b&c',
      html: '<a href="a&quot;b&amp;c">',
    });
  });

  it('sends a mail without placeholder as it is, and refuses one whose secret is gone', () => {
    expect(renderMailBody({ textBody: 'hello', htmlBody: '<p>hello</p>', secret: null })).toEqual({
      text: 'hello',
      html: '<p>hello</p>',
    });
    expect(
      renderMailBody({ textBody: SECRET_PLACEHOLDER, htmlBody: '', secret: null }),
    ).toBeUndefined();
  });
});
