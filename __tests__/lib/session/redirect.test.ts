/** @jest-environment node */
import { isSellerCentrePath, landingAfterLogin, safeRedirect, staffAreaOf } from '@/lib/session/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order-history?page=2', '/order-history?page=2'],
    ['/support/create#form', '/support/create#form'],
    ['/stories/3/weaving-a-kiondo', '/stories/3/weaving-a-kiondo'],
    // Normalised the way the browser will read it, then returned in that form.
    ['/a/./b/../cart', '/a/cart'],
    ['/%2e/cart', '/cart'],
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
    // Dot segments and encodings that collapse to a protocol-relative '//host' once parsed.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./%2F/evil.example',
    '/./%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/./\\evil.example',
    '//x',
    '/\\x',
    '/\\/x',
    '///x',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'https:x',
    'https:evil.example',
    'http:/evil.example',
    'javascript:',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '',
    null,
    undefined,
  ])('sends %p to the dashboard instead', (input) => {
    expect(safeRedirect(input as string)).toBe('/dashboard');
  });
});

describe('landingAfterLogin', () => {
  it('sends a seller to the seller centre, or to the page of it they came from', () => {
    expect(landingAfterLogin(null, 'seller')).toBe('/seller');
    expect(landingAfterLogin('/seller/orders?state=pending', 'seller')).toBe('/seller/orders?state=pending');
    expect(landingAfterLogin('/seller', 'seller')).toBe('/seller');
  });

  it("sends a seller to the seller centre whatever buyer's page or foreign address was given", () => {
    expect(landingAfterLogin('/order-history', 'seller')).toBe('/seller');
    expect(landingAfterLogin('/sellers', 'seller')).toBe('/seller');
    expect(landingAfterLogin('/seller-gallery', 'seller')).toBe('/seller');
    expect(landingAfterLogin('//evil.example/seller', 'seller')).toBe('/seller');
  });

  it('leaves a buyer where the redirect leads, else the dashboard', () => {
    expect(landingAfterLogin('/cart', 'buyer')).toBe('/cart');
    expect(landingAfterLogin(null, 'buyer')).toBe('/dashboard');
    expect(landingAfterLogin(undefined, undefined)).toBe('/dashboard');
  });

  it('leaves an admin where the redirect leads, else the console', () => {
    expect(landingAfterLogin('/profile-details?user=5', 'admin')).toBe('/profile-details?user=5');
    expect(landingAfterLogin('/admin/returns', 'admin')).toBe('/admin/returns');
    expect(landingAfterLogin(null, 'admin')).toBe('/admin');
    expect(landingAfterLogin('//evil.example/admin', 'admin')).toBe('/admin');
  });
});

describe('staffAreaOf', () => {
  it.each([
    ['/seller/orders', 'seller'],
    ['/admin', 'admin'],
    ['/admin/users?q=a', 'admin'],
  ])('puts %s in the %s area', (path, role) => expect(staffAreaOf(path)).toBe(role));
  it.each(['/administrators', '/seller-gallery', '/profile-details', '/'])('puts %s in none', (path) => expect(staffAreaOf(path)).toBeNull());
});

describe('isSellerCentrePath', () => {
  it.each(['/seller', '/seller/products', '/seller?x=1', '/seller#top'])('holds for %s', (path) => expect(isSellerCentrePath(path)).toBe(true));
  it.each(['/sell', '/sellers', '/seller-gallery', '/', '/dashboard'])('does not hold for %s', (path) => expect(isSellerCentrePath(path)).toBe(false));
});
