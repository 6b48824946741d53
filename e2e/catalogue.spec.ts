// The catalogue as a shopper and a crawler meet it: browsing the category tree, filtering,
// searching, sorting and paging the marketplace, the HTML a crawler without JavaScript gets, the
// sitemap and robots.txt, and a change at the API reaching the cached pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, DEMO, DEMO_PASSWORD, receiveThroughApi, expectNotFoundInHtml, logIn, orderThroughStorefront } from './support';

/** The marketplace's product cards (the main grid, not the 'popular' suggestions). */
const cards = (page: Page) => page.getByRole('list', { name: /^(Products|Results for)/ }).getByRole('article');

async function cardPrices(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^Ksh [\d,]+(\.\d\d)?$/).allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

async function productIdsOnPage(page: Page): Promise<number[]> {
  const hrefs = await cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(/\/product\/(\d+)$/.exec(h)?.[1]));
}

async function apiProduct(id: number) {
  const res = await fetch(`${API_URL}/products/${id}`);
  return ((await res.json()) as { data: { product: { category: { name: string }; rating_average: number; review_count: number; stock: number } } }).data
    .product;
}

test('a shopper browses from the marketplace down the category tree to a product', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  await page.getByRole('link', { name: 'Filter by Baskets' }).click();
  await expect(page).toHaveURL('/marketplace?category=baskets');
  await page.getByRole('link', { name: 'Explore Baskets by type' }).click();

  await expect(page).toHaveURL(/\/categories\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baskets' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Marketplace');
  const products = page.getByRole('list', { name: 'Baskets products' }).getByRole('article');
  await expect(products).toHaveCount(8);
  await page.getByRole('list', { name: 'Baskets subcategories' }).getByRole('link', { name: 'Kiondo' }).click();

  await expect(page).toHaveURL(/\/subcategories\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiondo' })).toBeVisible();
  const divisions = page.getByRole('list', { name: 'Kiondo divisions' }).getByRole('link');
  await expect(divisions.first()).toBeVisible();
  await divisions.first().click();

  await expect(page).toHaveURL(/\/divisions\/\d+$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Baskets' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Kiondo' })).toBeVisible();
  const divisionCards = page.getByRole('article');
  expect(await divisionCards.count()).toBeGreaterThan(0);
  expect(await divisionCards.count()).toBeLessThanOrEqual(8);

  const title = divisionCards.first().getByRole('heading').getByRole('link');
  const name = (await title.textContent()) ?? '';
  await expect(title).toHaveAttribute('href', /^\/product\/\d+$/);
  await title.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the marketplace filters by two categories, and the URL holds both', async ({ page }) => {
  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Filter by Textiles' }).click();
  await expect(page).toHaveURL('/marketplace?category=textiles');
  await page.getByRole('link', { name: 'Filter by Jewelry' }).click();
  await expect(page).toHaveURL('/marketplace?category=jewelry,textiles');

  // Both chips show as selected (with ×), and each one's link removes only itself.
  const textiles = page.getByRole('link', { name: /Textiles, selected/ });
  await expect(textiles).toContainText('×');
  await expect(textiles).toHaveAttribute('href', '/marketplace?category=jewelry');
  await expect(page.getByText(/of [\d,]+ products in Textiles, Jewelry|of [\d,]+ products in Jewelry, Textiles/)).toBeVisible();

  const ids = await productIdsOnPage(page);
  expect(ids.length).toBeGreaterThan(0);
  const categories = await Promise.all(ids.map(async (id) => (await apiProduct(id)).category.name));
  for (const category of categories) expect(['Textiles', 'Jewelry']).toContain(category);
  expect(new Set(categories).size).toBeGreaterThan(0);

  // The filtered page is a real address: loading it again shows the same selection.
  await page.goto('/marketplace?category=textiles,jewelry');
  await expect(page.getByRole('link', { name: /Jewelry, selected/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Textiles, selected/ })).toBeVisible();
});

test('a search from the header with a typo still finds Kiondo baskets', async ({ page }) => {
  await page.goto('/marketplace');
  const search = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
  await search.fill('kiondo baskts');
  await search.press('Enter');

  await expect(page).toHaveURL('/marketplace?q=kiondo+baskts');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "kiondo baskts"' })).toBeVisible();
  const titles = await cards(page).getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.slice(0, 3).every((t) => /kiondo/i.test(t))).toBe(true);
  expect(titles.some((t) => /kiondo basket/i.test(t))).toBe(true);
});

test('a search that finds nothing helps the shopper on', async ({ page }) => {
  await page.goto('/marketplace?q=zzqxv+wibble&category=art');
  await expect(page.getByRole('heading', { name: 'No products found for "zzqxv wibble"' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filters' })).toHaveAttribute('href', '/marketplace?q=zzqxv+wibble');
  await expect(page.getByRole('link', { name: 'Browse all categories' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('article')).toHaveCount(4);
});

test('sorting by price orders the cards by price, and the sort is in the URL', async ({ page }) => {
  await page.goto('/marketplace?category=beadwork');
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect(page).toHaveURL('/marketplace?category=beadwork&sort=price_asc');
  const ascending = await cardPrices(cards(page));
  expect(ascending.length).toBe(20);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
  await expect(page).toHaveURL('/marketplace?category=beadwork&sort=price_desc');
  const descending = await cardPrices(cards(page));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1]);
});

test('the price filter keeps every card within the range', async ({ page }) => {
  await page.goto('/marketplace');
  await page.getByLabel('Min').fill('1000');
  await page.getByLabel('Max').fill('2000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/min=1000&max=2000/);
  await expect(page.getByText(/^Showing 1 to \d+ of /)).toBeVisible();
  const prices = await cardPrices(cards(page));
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(2000);
  }
});

test('pagination moves through the marketplace with the page in the URL', async ({ page }) => {
  await page.goto('/marketplace?sort=name_asc');
  const firstPage = await productIdsOnPage(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  // The router prefetches the page links once the page is live; a click while that prefetch is in
  // flight waits for it and then for the page's render before the address changes (Next's
  // documented behaviour). Once in CI that wait outlasted 10 s: click when the prefetches are done.
  await page.waitForLoadState('networkidle');

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/marketplace?sort=name_asc&page=2', { timeout: 20_000 });
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await productIdsOnPage(page);
  expect(secondPage).toHaveLength(20);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/marketplace?sort=name_asc');
  // The address changes before the new cards are drawn: wait for the first page's cards.
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => productIdsOnPage(page)).toEqual(firstPage);
});

test('collections are paginated listings of their own', async ({ page }) => {
  await page.goto('/editors-pick');
  await expect(page.getByRole('heading', { level: 1, name: "Editor's Pick" })).toBeVisible();
  await expect(page.getByRole('list', { name: "Editor's Pick" }).getByRole('article')).toHaveCount(20);
  await page.goto('/summer-collection?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Collection For Women' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the category index links every category, subcategory and division', async ({ page }) => {
  await page.goto('/ShopCategoryPage');
  const index = page.getByRole('navigation', { name: 'All categories' });
  await expect(index.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(index.getByRole('link', { name: 'Kiondo', exact: true })).toHaveAttribute('href', /^\/subcategories\/\d+$/);
  expect(await index.locator('a[href^="/divisions/"]').count()).toBeGreaterThan(20);
});

test('the favourite heart sends a visitor to login and back, then saves and forgets the product', async ({ page }) => {
  await page.goto('/marketplace?category=art');
  const heart = page.getByRole('button', { name: /^Save .+ to your wishlist$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL('/login?redirect=%2Fmarketplace%3Fcategory%3Dart');

  await page.getByLabel('Email or phone').fill(DEMO.buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/marketplace?category=art');

  // A product the demo buyer has not saved yet: the last card of the page.
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').last();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const cardHeart = card.getByRole('button', { name: `Save ${name} to your wishlist` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`"${name}" saved to your wishlist`)).toBeVisible();

  // The page is the same cached HTML for everyone; the heart remembers through the wishlist.
  const idsRead = (p: Page) => p.waitForResponse((r) => r.url().endsWith('/api/wishlist/ids') && r.status() === 200);
  await Promise.all([idsRead(page), page.reload()]);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await Promise.all([idsRead(page), page.reload()]);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
});

test('a crawler without JavaScript gets products, prices, links and structured data in the HTML', async ({ page }) => {
  const marketplace = await page.request.get('/marketplace?category=baskets', { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  expect(marketplace.status()).toBe(200);
  const html = await marketplace.text();
  expect(html).toMatch(/<h1[^>]*>Marketplace<\/h1>/);
  expect(html.match(/href="\/product\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
  expect(html.match(/Ksh [\d,]+/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
  expect(html).toContain('By ');
  expect(html).toMatch(/href="\/marketplace\?category=baskets,textiles"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/marketplace\?category=baskets"/);
  expect(html).toContain('"@type":"ItemList"');

  const category = await page.request.get('/categories/1');
  expect(category.status()).toBe(200);
  const categoryHtml = await category.text();
  expect(categoryHtml).toContain('"@type":"BreadcrumbList"');
  expect(categoryHtml).toMatch(/href="\/subcategories\/\d+"/);
  expect(categoryHtml).toMatch(/<meta property="og:title" content="Textiles/);

  // An unknown category, subcategory or division: a 404 whose page is in the HTML, kept out of
  // search results, with the way back to the categories.
  for (const [path, kind] of [
    ['/categories/999999', 'category'],
    ['/subcategories/999999', 'subcategory'],
    ['/divisions/not-a-number', 'division'],
  ]) {
    await expectNotFoundInHtml(page.request, path, `We couldn't find that ${kind}`);
    expect(await (await page.request.get(path)).text(), path).toContain('<meta name="robots" content="noindex, follow"/>');
  }
  const missing = await page.goto('/divisions/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that division" })).toBeVisible();
  await page.getByRole('link', { name: 'See every category' }).click();
  await expect(page).toHaveURL(/\/ShopCategoryPage$/);
});

test('an address no page answers is a 404 with the not-found page in its HTML, and the landing page lives at / only', async ({ page, request }) => {
  // The landing page is the root catch-all; proxy.ts keeps every other address away from it.
  for (const path of ['/no-such-page', '/home/current', '/product/1/reviews', '/wp-login.php', '/images/missing.png']) {
    await expectNotFoundInHtml(request, path, "We couldn't find that page");
  }
  // The files beside the pages are still served.
  for (const path of ['/favicon.ico', '/icon.svg', '/images/logo.svg', '/robots.txt']) expect((await request.get(path)).status(), path).toBe(200);

  const missing = await page.goto('/some/old/link');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
});

test('cached pages arrive with their content in place, not a loading skeleton to swap out', async ({ request }) => {
  const stories = (await (await fetch(`${API_URL}/blogs`)).json()) as { data: { data: { post_id: number; slug: string }[] } };
  const story = stories.data.data[0];
  for (const path of ['/', '/marketplace', '/categories/1', '/subcategories/1', '/divisions/1', `/stories/${story.post_id}/${story.slug}`]) {
    await request.get(path); // the first visit renders and stores the page
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    const html = await response.text();
    // A streamed boundary is written as a skeleton, a hidden copy of the content and a swap script.
    expect(html, path).not.toContain('<template id="B:');
    expect(html, path).not.toMatch(/<div hidden id="S:\d+"/);
    expect(html, path).not.toMatch(/<div[^>]*role="status" aria-busy="true"/);
  }
});

test('the footer is in the HTML once, not again in the page payload', async ({ request }) => {
  // A server-rendered footer went into every page's RSC payload twice over (the layout's copy and
  // the root not-found page's, which every page carries), 20 KB of each page.
  for (const path of ['/hello', '/marketplace', '/seller-gallery']) {
    const html = await (await request.get(path)).text();
    expect(html.split('Handcrafted goods from Kenya and across Africa.').length - 1, path).toBe(1);
  }
});

test('pages and scripts go out brotli-compressed to browsers that ask for it, gzip to those that do not', async ({ request }) => {
  // scripts/serve.mjs (decision 009): Next's own compression speaks gzip only.
  const asBrowser = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(asBrowser.headers()['content-encoding']).toBe('br');
  expect(asBrowser.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(await asBrowser.text()).toContain('Featured Products');

  const gzipOnly = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const html = await plain.text();
  expect(html).toContain('Featured Products');

  // A script of the page, and a listing rendered for this request (a filtered marketplace).
  const script = /<script src="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const js = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toContain('immutable');
  const listing = await request.get('/marketplace?category=textiles&sort=price_asc', { headers: { 'accept-encoding': 'br' } });
  expect(listing.status()).toBe(200);
  expect(listing.headers()['content-encoding']).toBe('br');
  expect(await listing.text()).toMatch(/Showing 1 to \d+ of [\d,]+ products/);
});

test('the page shell keeps to Latin-1 text, so cached pages stay cheap to send', async ({ request }) => {
  // One character beyond U+00FF anywhere in a page makes V8 hold the whole cached document as a
  // two-byte string, which costs the server about twice as much to send (docs/decisions/007). The
  // header, the footer and the not-found tree every page carries must not be the one.
  const html = await (await request.get('/hello')).text();
  expect([...new Set([...html].filter((ch) => ch.charCodeAt(0) > 0xff))]).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('card images are fetched at the size of the card, not of the screen', async ({ page }) => {
    await page.goto('/marketplace');
    const image = cards(page).first().locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    const { shown, fetched } = await image.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
      fetched: Number(new URL(img.currentSrc).searchParams.get('w')),
    }));
    // Two cards a row: about 180 CSS px, 315 device px; the next width up is 384 (828 before).
    expect(fetched).toBeGreaterThanOrEqual(shown);
    expect(fetched).toBeLessThan(shown * 1.5);
  });
});

test('the sitemap lists every product, category, shop and story; robots.txt keeps crawlers out of the API', async ({ page }) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/product\/\d+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/categories\/\d+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/divisions\/\d+<\/loc>/);
  expect(xml.match(/\/product\/\d+</g)?.length ?? 0).toBeGreaterThanOrEqual(2000);
  const shops = ((await (await fetch(`${API_URL}/shops?per_page=1`)).json()) as { data: { total: number } }).data.total;
  const stories = ((await (await fetch(`${API_URL}/blogs?per_page=1`)).json()) as { data: { total: number } }).data.total;
  expect(xml.match(/\/seller-gallery\/shop\/[^<]+</g)?.length).toBe(shops);
  expect(xml.match(/\/stories\/\d+\/[^<]+</g)?.length).toBe(stories);
  for (const fixed of ['/about', '/faq', '/contact', '/stories', '/seller-gallery']) expect(xml).toContain(`${fixed}</loc>`);
  // Every page it names exists: the static, taxonomy, shop and story pages, and a few products.
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const products = paths.filter((p) => p.startsWith('/product/'));
  for (const path of [...paths.filter((p) => !p.startsWith('/product/')), ...products.slice(0, 3)]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }

  const robots = await page.request.get('/robots.txt');
  const text = await robots.text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /cart');
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('a new review at the API reaches the cached category page at once', async ({ page, request, browser, baseURL }) => {
  // A division page lists up to 8 products; take the first one in stock (the buyer orders it before
  // reviewing) and read the rating it shows.
  await page.goto('/divisions/1');
  const hrefs = await page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  let productId = 0;
  for (const href of hrefs) {
    const id = Number(/\/product\/(\d+)$/.exec(href)?.[1]);
    if ((await apiProduct(id)).stock > 0) {
      productId = id;
      break;
    }
  }
  expect(productId, 'a product in stock on /divisions/1').toBeGreaterThan(0);
  const before = await apiProduct(productId);
  await page.reload();
  const reloaded = await request.get('/divisions/1');
  expect(reloaded.headers()['x-nextjs-cache']).toBe('HIT');

  // A brand-new buyer reviews it at the API; the API signs a webhook to the storefront.
  const email = `e2e-catalogue-${Date.now()}@test.crafts.ke`;
  const register = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Zawadi Review', email, password: 'karibu-e2e-2', password_confirmation: 'karibu-e2e-2' }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'karibu-e2e-2' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  // Only a buyer who received a piece reviews it: the buyer orders it (in a session of their own)
  // and it is paid and delivered.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, email, 'karibu-e2e-2');
  await buyerPage.waitForURL('**/dashboard');
  const placed = await orderThroughStorefront(buyerPage.request, baseURL!, productId, {
    name: 'Zawadi Review',
    street: '3 Kenyatta Avenue',
    city: 'Nairobi',
    country: 'Kenya',
    phone: '0722 000 333',
  });
  await receiveThroughApi(placed.order.id, token);
  await buyerContext.close();
  const rating = before.rating_average >= 3 ? 1 : 5;
  const review = await fetch(`${API_URL}/products/${productId}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating, comment: 'Reviewed by the catalogue journey' }),
  });
  expect(review.status).toBe(201);
  const after = await apiProduct(productId);
  expect(after.review_count).toBe(before.review_count + 1);

  const shown = `(${Math.min(5, Math.max(0, after.rating_average)).toFixed(1)})`;
  expect(shown).not.toBe(`(${before.rating_average.toFixed(1)})`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article').filter({ has: page.locator(`a[href="/product/${productId}"]`) })).toContainText(shown, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
