// After "Sign In to Purchase", signing in returns to the deal that asked; the return path is a
// storefront page of this origin only, so the sign-in page can never redirect anyone elsewhere.
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from '../../../apps/storefront/src/features/auth/return-path.js';

describe('safe return path', () => {
  it.each(['/deals/12', '/deals/105?price=20&discount=25', '/checkout/7?redemptions=2', '/profile#purchases', '/'])('keeps the storefront page %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/deals/1'],
    ['a protocol-relative address', '//evil.example/deals/1'],
    ['a backslash read as a slash by browsers', '/\\evil.example'],
    ['a backslash further on', '/deals\\..\\..\\evil'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'deals/1'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/deals/1\n'],
    ['a space', '/ /evil.example'],
    ['the sign-in page itself', '/auth?returnTo=/deals/1'],
    ['a portal page', '/business/dashboard'],
    ['an admin page', '/admin/dashboard'],
    ['an API address', '/api/logout'],
    ['nothing', ''],
  ])('refuses %s', (_, path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('refuses a missing value and an absurdly long one', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/deals/${'1'.repeat(3000)}`)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/deals/../profile')).toBe('/profile');
    expect(safeReturnPath('/../../deals/3')).toBe('/deals/3');
  });

  it('builds the sign-in link with the page to come back to, or the plain one for an unsafe page', () => {
    expect(signInPath('/deals/12')).toBe('/auth?returnTo=%2Fdeals%2F12');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});
