import { describe, expect, it } from 'vitest';
import { acceptInvitationPath, resetPasswordPath } from '#shared/page-paths.ts';
import { linkTokenOf } from './link-token.ts';

const where = (path: string) => new URL(path, 'https://book.example.in');

describe('the secret of a reset or invitation link', () => {
  it('travels in the fragment, which browsers never send to a server', () => {
    for (const link of [resetPasswordPath('ab_-12'), acceptInvitationPath('ab_-12')]) {
      const url = where(link);
      expect(url.search).toBe('');
      expect(linkTokenOf(url)).toBe('ab_-12');
    }
  });

  it('is still read from the query of a link mailed before it moved', () => {
    expect(linkTokenOf(where('/admin/reset-password?token=old_-1'))).toBe('old_-1');
  });

  it('is empty when the link has none', () => {
    expect(linkTokenOf(where('/admin/reset-password'))).toBe('');
    expect(linkTokenOf(where('/admin/reset-password#other=1'))).toBe('');
  });
});
