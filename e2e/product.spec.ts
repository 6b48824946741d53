// The shopper's first steps: from the landing page to a product, the product page's price, tabs,
// reviews and QR code, writing a review, the newsletter, the carousel, and the authenticity check
// in the header's dialog and on the shareable /verify/{serial} page, with and without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, expectCanonical, expectNotFoundInHtml, logIn, newEmail, orderThroughStorefront, receiveThroughApi, register } from './support';

const VALID_SERIAL = 'AFC-KE01-0001';
const FALSE_SERIAL = 'AFC-FAKE-0000';
const INVALID_MESSAGE = 'Serial number not found or invalid.';

interface ApiProduct {
  product_id: number;
  product_name: string;
  base_price: number;
  review_count: number;
  in_stock: boolean;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${body.message}`);
  return body.data;
}

/** A product with more than one page of reviews (5 a page), in stock. */
async function reviewedProduct(): Promise<ApiProduct> {
  const list = await api<{ data: ApiProduct[] }>('/products?sortBy=rating&inStock=true&per_page=50');
  const product = list.data.find((p) => p.review_count > 5) ?? list.data.find((p) => p.review_count > 0);
  if (!product) throw new Error('the seed has no reviewed product');
  return product;
}

const ksh = (amount: number) => `Ksh ${new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }).format(amount)}`;
/** The check page's own form (the header's closed dialog has a serial field too, hidden). */
const serialForm = (page: Page) => page.locator('form[action="/verify/lookup"]');
const serialInput = (page: Page) => serialForm(page).getByRole('textbox', { name: 'Serial number', exact: true });
/** The star's label: the radio itself is visually hidden behind its star. */
const starLabel = (page: Page, name: string) => page.locator('label').filter({ hasText: name });
const activeSlide = (page: Page) => page.getByRole('group', { name: /^\d of 3: / });

test('a shopper browses from the landing page to a product', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Mikono/);
  await expect(page.getByRole('region', { name: 'Featured collections' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Featured categories' });
  await expect(tiles.getByRole('link', { name: /^Home Deco/ })).toHaveAttribute('href', '/marketplace?category=home-deco');
  await expect(tiles.getByRole('link', { name: /^Leather Goods/ })).toHaveAttribute('href', '/marketplace?category=leather-goods');

  for (const title of ['Shop by Category', 'Featured Products', "Editor's Pick", 'Summer Collection For Women', 'Verified Creators']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText('Failed to load products')).toHaveCount(0);
  // Each product section shows the API's first 8.
  const featured = page.getByRole('list', { name: 'Featured Products' });
  await expect(featured.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: "Editor's Pick" }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.locator('a[href^="/seller-gallery/shop/"]')).not.toHaveCount(0);
  await expect(page.getByText('Kenya to US in 5-7 days.').first()).toBeVisible();

  // The home page's structured data: one script may hold several objects.
  const described = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((json) => {
    const data: unknown = JSON.parse(json);
    return (Array.isArray(data) ? data : [data]) as { '@type'?: string }[];
  });
  expect(described.map((item) => item['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));

  const first = featured.getByRole('listitem').first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the carousel moves with its controls, the picker and the keyboard', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^1 of 3/);

  await carousel.getByRole('button', { name: 'Slide 3: Art straight from African studios' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3: Art straight from African studios');
  await expect(carousel.getByRole('button', { name: /^Slide 3/ })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^1 of 3/);
  await page.keyboard.press('ArrowLeft');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^3 of 3/);

  await expect(activeSlide(page).getByRole('link', { name: /Shop Now/ })).toHaveAttribute('href', '/marketplace?category=art');
  // Stays paused: 6 s later it is still on the same slide.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^3 of 3/);
});

test('the carousel plays by itself every 5 seconds', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(0, 0);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^1 of 3/);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^2 of 3/, { timeout: 8000 });
});

test('the newsletter signup subscribes the address', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('region', { name: /in your inbox/ });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter your email.')).toBeVisible();
  await form.getByLabel('Email address').fill(newEmail('newsletter'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
});

test('the product page shows the price, tabs, real reviews and a QR code to verify it', async ({ page }) => {
  const product = await reviewedProduct();
  const detail = await api<{ product: { serial_number: string; sku: string } }>(`/products/${product.product_id}`);
  await page.goto(`/product/${product.product_id}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  await expect(main.getByText(ksh(product.base_price), { exact: true })).toBeVisible();
  await expect(main.getByText('Crafted by')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(main.getByRole('button', { name: 'Buy now' })).toBeEnabled();

  const qr = main.getByRole('img', { name: /QR code linking to .*\/verify\// });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('aria-label', new RegExp(`/verify/${detail.product.serial_number}$`));
  await expect(main.getByText('Scan to verify authenticity')).toBeVisible();

  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((json) => JSON.parse(json));
  const productLd = structured.find((item: { '@type': string }) => item['@type'] === 'Product');
  expect(productLd.offers).toMatchObject({ priceCurrency: 'KES', availability: 'https://schema.org/InStock' });
  expect(productLd.aggregateRating.reviewCount).toBe(product.review_count);
  expect(structured.some((item: { '@type': string }) => item['@type'] === 'BreadcrumbList')).toBe(true);
  await expectCanonical(page, new RegExp(`/product/${product.product_id}$`));

  const tabs = main.getByRole('tablist', { name: 'About this piece' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  await expect(main.getByRole('tabpanel')).toContainText('Experience');

  await tabs.getByRole('tab', { name: /^Reviews/ }).click();
  const reviews = main.getByRole('list', { name: /^Reviews, page 1 of/ });
  await expect(reviews.getByRole('listitem')).toHaveCount(Math.min(5, product.review_count));
  await expect(main.getByText(`Based on ${product.review_count} reviews`)).toBeVisible();
  if (product.review_count > 5) {
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByRole('list', { name: /^Reviews, page 2 of/ })).toBeVisible();
  }

  // Arrow keys move between the tabs.
  await tabs.getByRole('tab', { name: /^Reviews/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText(detail.product.sku);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tabpanel')).toContainText('Ksh 350');

  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`"${product.product_name}" added to cart!`)).toBeVisible();
});

test('an unknown product is a 404 page', async ({ page }) => {
  const response = await page.goto('/product/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that piece" })).toBeVisible();
  // Stored after its first visit, and written into the HTML for a visitor without JavaScript.
  for (const path of ['/product/999999999', '/product/not-a-number']) await expectNotFoundInHtml(page.request, path, "We couldn't find that piece");
});

test('a logged-in buyer writes a review and sees it on the product page', async ({ page, baseURL }) => {
  const product = await reviewedProduct();
  const email = newEmail('review');
  await register(page, 'Wairimu Njoroge', email, 'karibu-review-1');

  // Logged out, the form sends the buyer to log in and back.
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('Please log in to write a review.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product.product_id}`)}`);

  await logIn(page, email, 'karibu-review-1', `/product/${product.product_id}`);
  await expect(page).toHaveURL(`/product/${product.product_id}`);
  // Only a buyer who received the piece reviews it: ordered, paid and delivered through the API.
  const placed = await orderThroughStorefront(page.request, baseURL!, product.product_id, {
    name: 'Wairimu Njoroge',
    street: '7 Biashara Street',
    city: 'Nairobi',
    country: 'Kenya',
    phone: '0722 000 555',
  });
  await receiveThroughApi(placed.order.id, await apiLogin(email, 'karibu-review-1'));
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please choose a rating.')).toBeVisible();

  const comment = `Lovely work, arrived well packed (${Date.now()}).`;
  await starLabel(page, '4 stars').click();
  await page.getByLabel('Your review').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();

  const list = page.getByRole('list', { name: /^Reviews, page 1 of/ });
  await expect(list.getByText(comment)).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Wairimu N.');
  await expect(page.getByText(`Based on ${product.review_count + 1} reviews`)).toBeVisible();

  // Everyone else sees it too once the cached page has been regenerated (in the background, after
  // the first request that follows the review), and a second review is refused.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByText(comment)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await starLabel(page, '5 stars').click();
  await page.getByLabel('Your review').fill('Twice?');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('You have already reviewed this product.')).toBeVisible();
});

test.describe('the Verify dialog in the header', () => {
  async function verifyInDialog(page: Page, serial: string) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Verify a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Product' });
    await dialog.getByLabel('Serial number').fill(serial);
    await dialog.getByRole('button', { name: 'Verify Authenticity' }).click();
    return dialog;
  }

  test('confirms a genuine serial with the piece and its artisan', async ({ page }) => {
    const dialog = await verifyInDialog(page, VALID_SERIAL);
    await expect(dialog.getByText('Authentic Product')).toBeVisible();
    await expect(dialog.getByText('Master Artisan')).toBeVisible();
    await expect(dialog.getByRole('img').first()).toHaveAttribute('src', /media/);
    await expect(dialog.getByRole('link', { name: 'See Shop' })).toHaveAttribute('href', /^\/seller-gallery\/shop\//);
  });

  test('says a false serial is not found', async ({ page }) => {
    const dialog = await verifyInDialog(page, FALSE_SERIAL);
    await expect(dialog.getByText(INVALID_MESSAGE)).toBeVisible();
    await expect(dialog.getByText('Authentic Product')).toHaveCount(0);
  });
});

test.describe('the shareable check at /verify/{serial}', () => {
  test('shows every fact of a genuine serial and a QR code of its own address', async ({ page }) => {
    await page.goto(`/verify/${VALID_SERIAL}`);
    await expect(page.getByText('Authentic Product')).toBeVisible();
    for (const fact of ['Master Artisan', 'Category', 'Subcategory', 'Division', 'Origin', 'Date verified', 'Artisan country', 'Artisan rating']) {
      await expect(page.getByRole('main').getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('90-day refund guarantee.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Shop' })).toHaveAttribute('href', /^\/seller-gallery\/shop\//);
    await expect(page.getByRole('img', { name: new RegExp(`QR code linking to .*/verify/${VALID_SERIAL}$`) })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('says a false serial is not found and keeps it out of search engines', async ({ page }) => {
    await page.goto(`/verify/${FALSE_SERIAL}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(INVALID_MESSAGE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the check works from the form, for a false serial and then a genuine one', async ({ page }) => {
    await page.goto(`/verify/${FALSE_SERIAL}`);
    await expect(page.getByText(INVALID_MESSAGE)).toBeVisible();
    await serialInput(page).fill(` ${VALID_SERIAL} `);
    await serialForm(page).getByRole('button', { name: 'Verify Authenticity' }).click();
    await expect(page).toHaveURL(`/verify/${VALID_SERIAL}`);
    await expect(page.getByText('Authentic Product')).toBeVisible();
    await expect(page.getByText('Master Artisan')).toBeVisible();

    await serialInput(page).fill(FALSE_SERIAL);
    await serialForm(page).getByRole('button', { name: 'Verify Authenticity' }).click();
    await expect(page).toHaveURL(`/verify/${FALSE_SERIAL}`);
    await expect(page.getByText(INVALID_MESSAGE)).toBeVisible();
  });

  test('the landing page arrives whole and its newsletter signup subscribes, landing on /newsletter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Featured Products' }).getByRole('link').first()).toBeVisible();
    const form = page.getByRole('region', { name: /in your inbox/ });
    await form.getByLabel('Email address').fill(newEmail('newsletter-nojs'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?outcome=subscribed#newsletter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByRole('region', { name: /in your inbox/ }).getByText('Thank you for subscribing!')).toBeVisible();
  });

  test('the product page shows every tab’s content', async ({ page }) => {
    const product = await reviewedProduct();
    await page.goto(`/product/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(page.getByText('Scan to verify authenticity')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Reviews, page 1 of/ })).toBeVisible();
    await expect(page.getByText('Ksh 350', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Experience', { exact: true })).toBeVisible();
  });
});
