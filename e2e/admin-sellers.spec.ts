// Issue 33, point 3, as the demo admin does it at /admin/sellers: approves an application a buyer
// made through the API (the buyer's account becomes a seller's); suspends a seeded shop with a
// reason, and its product leaves the marketplace's search (/marketplace?q=...) and its shop page answers 404; restores
// it and both come back; verifies a shop, whose page then shows the verified badge.
//
// One admin sign-in for the file, kept as stored state; the accounts, the application and the
// shops picked come from the API, the admin's steps are taken on the page.
import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, DEMO, DEMO_PASSWORD, logIn, newEmail, pageWithSession, registerThroughApi } from './support';

const PASSWORD = 'karibu-console-1';
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

interface AdminShop {
  shop_id: number;
  shop_name: string;
  shop_url_slug: string;
  shop_type: 'brand' | 'individual';
  verified: boolean;
}

const applicant = { email: '', token: '', shopName: `Lamu Dhow Carvers ${tag}` };
let adminToken = '';
let adminStorage = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  applicant.email = newEmail('console-applicant');
  await registerThroughApi('Fatuma Ali', applicant.email, PASSWORD);
  applicant.token = await apiLogin(applicant.email, PASSWORD);
  await api(
    '/seller/applications',
    {
      method: 'POST',
      body: JSON.stringify({
        shop_name: applicant.shopName,
        shop_type: 'individual',
        country: 'Kenya',
        location: 'Lamu',
        description: 'Dhow models carved from mango wood.',
        phone: '0712 345 678',
        mpesa_number: '0712 345 678',
        years_of_experience: 7,
      }),
    },
    applicant.token,
  );
  adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO.admin.email, DEMO_PASSWORD, '/admin/sellers');
  await expect(page).toHaveURL('/admin/sellers');
  adminStorage = test.info().outputPath('admin-state.json');
  await context.storageState({ path: adminStorage });
  await context.close();
});

/**
 * An active artisan's shop as the admin list gives it, and one of its products a buyer can find: not
 * the demo seller's, nor a brand (the galleries' journey reads brands), so other journeys keep theirs.
 */
async function shopWithProduct(): Promise<{ shop: AdminShop; product: string }> {
  const products = await api<{ data: { product_name: string; shop: { shop_id: number; shop_name: string; shop_type: string } }[] }>(
    '/products?per_page=50&page=4',
  );
  const { product_name, shop } = products.data.find((p) => p.shop.shop_type === 'individual' && p.shop.shop_name !== 'Otieno Lakeside Crafts')!;
  const shops = await api<{ data: AdminShop[] }>(`/admin/shops?search=${encodeURIComponent(shop.shop_name)}&status=active`, {}, adminToken);
  return { shop: shops.data.find((s) => s.shop_id === shop.shop_id)!, product: product_name };
}

/** The marketplace's search for `name`: whether the product is among the results. */
async function expectInSearch(page: Page, name: string, found: boolean) {
  // Within the revalidation: at once or after a reload.
  await expect(async () => {
    await page.goto(`/marketplace?q=${encodeURIComponent(name)}`);
    const result = page.getByRole('list', { name: /^Results for/ }).getByRole('heading', { name, exact: true });
    await expect(result).toHaveCount(found ? 1 : 0, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
}

const shopsTab = (name: string) => `/admin/sellers?tab=shops&q=${encodeURIComponent(name)}`;

/** The shops table's row of the shop named exactly `name`. */
const shopRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the admin approves an application, suspends and restores a shop, and verifies one', async ({ browser }) => {
  test.setTimeout(360_000);
  const page = await pageWithSession(browser, adminStorage);

  await test.step('approves the application made through the API', async () => {
    await page.goto('/admin/sellers');
    await expect(page.getByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
    const card = page.getByRole('listitem', { name: applicant.shopName });
    await expect(card.getByText('Waiting')).toBeVisible();
    await expect(card).toContainText('Dhow models carved from mango wood.');
    await card.getByRole('button', { name: `Approve: ${applicant.shopName}` }).click();
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    // The card says so once the handler answered; the API's own record says the same.
    await expect.poll(async () => (await api<{ state: string }>('/seller/applications/mine', {}, applicant.token)).state).toBe('approved');
  });

  const { shop, product } = await shopWithProduct();

  await test.step('suspends a shop with a reason: its product leaves search and its page answers 404', async () => {
    await expectInSearch(page, product, true);
    await page.goto(shopsTab(shop.shop_name));
    const row = shopRow(page, shop.shop_name);
    await row.getByRole('button', { name: `Suspend: ${shop.shop_name}` }).click();
    await row.getByRole('button', { name: 'Suspend shop' }).click();
    await expect(row.getByText('Reason is required.').first()).toBeVisible();
    await row.getByLabel('Reason').fill('Counterfeit goods reported.');
    await row.getByRole('button', { name: 'Suspend shop' }).click();
    await expect(row.getByText('Counterfeit goods reported.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Restore: ${shop.shop_name}` })).toBeVisible();

    await expectInSearch(page, product, false);
    await expect(async () => {
      const response = await page.goto(`/seller-gallery/shop/${shop.shop_url_slug}`);
      expect(response?.status()).toBe(404);
    }).toPass({ timeout: 60_000 });
  });

  await test.step('restores it: the product is found again', async () => {
    await page.goto(shopsTab(shop.shop_name));
    const row = shopRow(page, shop.shop_name);
    await row.getByRole('button', { name: `Restore: ${shop.shop_name}` }).click();
    await expect(row.getByRole('button', { name: `Suspend: ${shop.shop_name}` })).toBeVisible();
    await expectInSearch(page, product, true);
    // Its page is back at once, not only in search: the API's notice expires the cached page (well
    // inside the page's own minute of revalidation, so this proves the notice did it).
    await expect(async () => {
      const response = await page.goto(`/seller-gallery/shop/${shop.shop_url_slug}`);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
  });

  await test.step('verifies a shop: its page shows the badge', async () => {
    const unverified = await api<{ data: AdminShop[] }>('/admin/shops?verified=false&status=active&per_page=5', {}, adminToken);
    const target = unverified.data[0];
    const badge = target.shop_type === 'brand' ? 'Verified Brand' : 'Verified Artisan';
    await page.goto(shopsTab(target.shop_name));
    const row = shopRow(page, target.shop_name);
    await row.getByRole('button', { name: `Verify: ${target.shop_name}` }).click();
    await expect(row.getByRole('button', { name: `Unverify: ${target.shop_name}` })).toBeVisible();
    await expect(async () => {
      await page.goto(`/seller-gallery/shop/${target.shop_url_slug}`);
      await expect(page.getByText(badge)).toBeVisible({ timeout: 3000 });
      // At once, by the API's notice: well inside the page's own minute of revalidation.
    }).toPass({ timeout: 15_000 });
  });
});
