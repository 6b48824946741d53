// The accessibility sweep: axe-core's WCAG 2.2 A and AA rules on every public page, at a desktop and
// a phone width. The pages come from the sitemap (one of each kind: product, category, story, shop,
// ...), so a new kind of page is checked as soon as crawlers are told about it, plus the public pages
// kept out of it (cart, sign-in, search results, verification) and the states a visitor opens on
// top of a page (the Verify dialog, the mobile menu).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

const VALID_SERIAL = 'AFC-KE01-0001';
const FALSE_SERIAL = 'AFC-FAKE-0000';

/** Public pages that are not in the sitemap: transactional, personal or noindex. */
const UNLISTED = [
  '/hello',
  '/newsletter',
  '/marketplace?category=textiles,jewelry&sort=price_asc',
  '/marketplace?q=kiondo%20baskts',
  '/marketplace?q=zzqxv',
  '/verify',
  `/verify/${VALID_SERIAL}`,
  `/verify/${FALSE_SERIAL}`,
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/verify-reset-code',
  '/reset-password?email=someone%40example.com&token=abc',
  '/this-page-does-not-exist',
];

/** One URL of each kind the sitemap lists: its path with ids and slugs taken out is the kind. */
async function sitemapPages(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/(\/(?:shop|stories\/:id))\/[^/]+$/, '$1/:slug');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

async function sweep(page: Page, width: string) {
  const pages = [...(await sitemapPages(page)), ...UNLISTED];
  expect(pages.length).toBeGreaterThan(15);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, `${path} (${width})`);
  }
}

test('every public page passes WCAG 2.2 A and AA at desktop width', async ({ page }) => {
  test.setTimeout(240_000);
  await sweep(page, 'desktop');
});

test('every public page passes WCAG 2.2 A and AA at phone width', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await sweep(page, 'phone');
});

test('the Verify dialog and the mobile menu pass when open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Verify a product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Product' });
  await dialog.getByRole('textbox').fill(VALID_SERIAL);
  await dialog.getByRole('button', { name: 'Verify Authenticity' }).click();
  await expect(dialog.getByText('Authentic Product')).toBeVisible();
  await expectAccessible(page, 'Verify dialog with a result');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await expectAccessible(page, 'mobile menu open');
});
