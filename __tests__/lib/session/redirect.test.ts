/** @jest-environment node */
import { safeRedirect } from '@/lib/session/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order-history?page=2', '/order-history?page=2'],
    ['/support/create#form', '/support/create#form'],
    ['/stories/3/weaving-a-kiondo', '/stories/3/weaving-a-kiondo'],
    // Stays percent-encoded, so it cannot inject a header.
    ['/%0d%0aLocation:evil', '/%0d%0aLocation:evil'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    'http://evil.com/cart',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'evil.com',
    '/\tevil',
    '',
    null,
    undefined,
  ])('sends %p to the dashboard instead', (input) => {
    expect(safeRedirect(input as string)).toBe('/dashboard');
  });
});
