// The buyer's account area, part 2 (issue 21, points 3-7), as a new buyer meets it: Notification
// Settings and Newsletter Preferences are changed and kept (after a reload and at the API); the
// wishlist fills from a marketplace card's heart and a product page's, moves one piece to the cart
// and forgets the other; a review is edited in place (the product page shows the new rating) and
// deleted; the four pages pass axe and fit a 390 px phone; and, last, every link two levels deep
// from the dashboard answers.
//
// One buyer for the file, signed in once (stored state); their order is made through the
// storefront's own handlers, as in account.spec.ts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  api,
  apiLogin,
  receiveThroughApi,
  expectAccessible,
  newEmail,
  orderThroughStorefront,
  pageWithSession,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-lists-1';

interface ApiProduct {
  product_id: number;
  product_name: string;
  stock: number;
  review_count: number;
}

const buyer = { email: '', name: 'Nyokabi Kariuki', storage: '', token: '' };
/** What the buyer ordered (and so may review). */
let ordered: ApiProduct;

const buyerPage = (browser: Browser) => pageWithSession(browser, buyer.storage);

/** Waits for the hearts of a page to know what this buyer saved. */
const wishlistIdsRead = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/wishlist/ids') && r.status() === 200);

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('lists');
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  const { storage, context, page } = await signInAndStore(browser, buyer.email, PASSWORD, 'lists-buyer-state.json');
  buyer.storage = storage;

  // One order, through the storefront's handlers: a piece nobody has reviewed yet when there is one,
  // so its page's rating is the buyer's own.
  const products = await api<{ data: ApiProduct[] }>('/products?inStock=true&per_page=50&min_price=500');
  const inStock = products.data.filter((p) => p.stock >= 3);
  ordered = inStock.find((p) => p.review_count === 0) ?? inStock[0];
  const placed = await orderThroughStorefront(page.request, baseURL!, ordered.product_id, {
    name: buyer.name,
    street: '4 Moi Avenue',
    city: 'Mombasa',
    country: 'Kenya',
    phone: '+254 722 000444',
  });
  // Paid and delivered, so the buyer may review it.
  await receiveThroughApi(placed.order.id, buyer.token);
  await context.close();
});

test('Notification Settings: six switches with the spec’s defaults, changed, confirmed for 2 s and kept', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification Settings');
  await expect(page.getByRole('switch')).toHaveCount(6);
  for (const name of ['Order updates', 'Promotions', 'Review reminders']) await expect(page.getByRole('switch', { name })).toBeChecked();
  for (const name of ['Newsletter', 'SMS alerts', 'Push notifications']) await expect(page.getByRole('switch', { name })).not.toBeChecked();

  // From the keyboard: Space toggles a focused switch.
  await page.getByRole('switch', { name: 'Promotions' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('switch', { name: 'SMS alerts' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Notification settings saved.' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 4000 });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'SMS alerts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Order updates' })).toBeChecked();
  expect(await api('/notifications/settings', {}, buyer.token)).toEqual({
    orderUpdates: true,
    promotions: false,
    newsletter: false,
    reviewReminders: true,
    smsAlerts: true,
    pushNotifications: false,
  });
  await page.context().close();
});

test('Newsletter Preferences: a visitor is offered login beside the signup; a buyer’s four switches are kept', async ({ browser, page }) => {
  // Signed out: the public page with its signup, and a way in for the preferences.
  await page.goto('/newsletter');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in for preferences' })).toHaveAttribute('href', '/login?redirect=%2Fnewsletter');
  await expect(page.getByRole('switch')).toHaveCount(0);
  // The page is one document for everyone: it carries no one's preferences.
  const html = await (await page.request.get('/newsletter')).text();
  expect(html).not.toContain('role="switch"');
  expect(html).toContain('Newsletter Preferences');

  const buyerTab = await buyerPage(browser);
  await buyerTab.goto('/newsletter');
  const group = buyerTab.getByRole('group', { name: 'Newsletter emails' });
  await expect(group.getByRole('switch')).toHaveCount(4);
  await expect(group.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  await expect(group.getByRole('switch', { name: 'Product updates' })).toBeChecked();
  await expect(group.getByRole('switch', { name: 'Events' })).not.toBeChecked();
  await expect(group.getByRole('switch', { name: 'Unsubscribe from all' })).not.toBeChecked();
  await expect(buyerTab.getByRole('region', { name: 'Newsletter Preferences' }).getByText(buyer.email)).toBeVisible();

  await group.getByRole('switch', { name: 'Marketing emails' }).click();
  await group.getByRole('switch', { name: 'Events' }).click();
  await buyerTab.getByRole('button', { name: 'Save preferences' }).click();
  const confirmation = buyerTab.getByRole('status').filter({ hasText: 'Preferences saved.' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 4000 });

  await buyerTab.reload();
  await expect(group.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  await expect(group.getByRole('switch', { name: 'Events' })).toBeChecked();
  await expect(group.getByRole('switch', { name: 'Product updates' })).toBeChecked();
  expect(await api('/newsletter/preferences', {}, buyer.token)).toMatchObject({
    email: buyer.email,
    subscribed: true,
    marketing: false,
    product: true,
    events: true,
    unsubscribe: false,
  });
  await buyerTab.context().close();
});

test('the wishlist fills from a card and a product page, moves one piece to the cart and forgets the other', async ({ browser, page: visitor }) => {
  test.setTimeout(120_000);
  // A visitor is sent to login and comes back.
  await visitor.goto('/wishlist');
  await expect(visitor).toHaveURL('/login?redirect=%2Fwishlist');
  await visitor.getByLabel('Email or phone').fill(buyer.email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await expect(visitor).toHaveURL('/wishlist');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Wishlist');

  const page = await buyerPage(browser);
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  // A card's heart on the marketplace (an in-stock piece).
  await Promise.all([wishlistIdsRead(page), page.goto('/marketplace')]);
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sold out') })
    .first();
  const fromCard = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const cardHeart = card.getByRole('button', { name: `Save ${fromCard} to your wishlist` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`"${fromCard}" saved to your wishlist`)).toBeVisible();

  // A product page's heart, for another piece.
  const products = await api<{ data: ApiProduct[] }>('/products?inStock=true&per_page=20&min_price=800');
  const other = products.data.find((p) => p.product_name !== fromCard && p.stock >= 1)!;
  await Promise.all([wishlistIdsRead(page), page.goto(`/product/${other.product_id}`)]);
  const pageHeart = page.getByRole('button', { name: `Save ${other.product_name} to your wishlist` });
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

  // The header's Wishlist link leads to both, newest first, with the sidebar's count.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL('/wishlist');
  const list = page.getByRole('list', { name: 'Your wishlist' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article').first()).toHaveAccessibleName(other.product_name);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Wishlist\s*2 saved items$/ })).toBeVisible();
  const saved = list.getByRole('article', { name: fromCard });
  await expect(saved.getByRole('link', { name: fromCard })).toHaveAttribute('href', /^\/product\/\d+$/);
  await expect(saved).toContainText('In stock');
  await expect(saved).toContainText(/Ksh [\d,]+/);
  await expect(saved.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();

  // Move to cart: the spec's toast, the cart badge, and the piece leaves the list at once.
  await page.getByRole('button', { name: `Move ${fromCard} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${fromCard}" added to cart!` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart\s*, 1 item/ })).toBeVisible();
  await expect(list.getByRole('article', { name: fromCard })).toHaveCount(0);

  // Remove the other.
  await page.getByRole('button', { name: `Remove ${other.product_name} from your wishlist` }).click();
  await expect(list.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  expect(await api<unknown[]>('/wishlist', {}, buyer.token)).toEqual([]);

  // The hearts read the same list.
  await Promise.all([wishlistIdsRead(page), page.goto(`/product/${other.product_id}`)]);
  await expect(page.getByRole('button', { name: `Save ${other.product_name} to your wishlist` })).toHaveAttribute('aria-pressed', 'false');
  await page.context().close();
});

test('a review is edited in place, the product page shows the new rating, and it is deleted', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await buyerPage(browser);
  const name = ordered.product_name;

  // Nothing reviewed yet: the screen points to what the buyer bought.
  await page.goto('/reviews');
  await expect(page.getByText('You have not reviewed anything yet.')).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Pieces waiting for your review' });
  await expect(waiting.getByRole('link', { name: `Write a review of ${name}` })).toHaveAttribute('href', `/product/${ordered.product_id}#reviews`);

  // A review written through the API.
  const comment = `Arrived well packed (${Date.now()}).`;
  await api(`/products/${ordered.product_id}/reviews`, { method: 'POST', body: JSON.stringify({ rating: 5, comment }) }, buyer.token);
  await page.reload();
  const review = page.getByRole('article', { name });
  await expect(review.getByRole('link', { name })).toHaveAttribute('href', `/product/${ordered.product_id}`);
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(review.getByText(comment)).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // Edit: the comment is required, the stars are radio buttons (arrow keys move the choice).
  await review.getByRole('button', { name: `Edit your review of ${name}` }).click();
  await page.getByRole('textbox', { name: 'Your review' }).fill('');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Please write a comment.')).toBeVisible();
  const stars = page.getByRole('group', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '5 stars' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked();
  const edited = `Smaller than the photos suggest (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Your review' }).fill(edited);
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review updated.' })).toBeVisible();
  await expect(review.getByText(edited)).toBeVisible();

  await page.reload();
  await expect(review.getByText(edited)).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

  // The product's public page shows the new rating: the API's recount.
  const summary = await api<{ summary: { rating_average: number; review_count: number } }>(`/products/${ordered.product_id}/reviews`);
  const average = summary.summary.rating_average.toFixed(1);
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/product/${ordered.product_id}`);
    await visitor.getByRole('tab', { name: /^Reviews/ }).click();
    const panel = visitor.getByRole('tabpanel', { name: /^Reviews/ });
    await expect(panel.getByText(edited)).toBeVisible({ timeout: 1000 });
    await expect(panel).toContainText(`${average} out of 5`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Delete, after a second question.
  await review.getByRole('button', { name: `Delete your review of ${name}` }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: `Delete your review of ${name}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review deleted.' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  // The piece waits for a review again.
  await expect(waiting.getByRole('link', { name: `Write a review of ${name}` })).toBeVisible();
  expect(await api<unknown[]>('/reviews', {}, buyer.token)).toEqual([]);

  await expect(async () => {
    await visitor.goto(`/product/${ordered.product_id}`);
    await visitor.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(visitor.getByRole('tabpanel', { name: /^Reviews/ }).getByText(edited)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
  await page.context().close();
});

test('the four pages pass axe, and fit a 390 px phone without sideways scrolling', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await buyerPage(browser);
  // Something on each list, so the filled states are checked too.
  await api('/wishlist', { method: 'POST', body: JSON.stringify({ product_id: ordered.product_id }) }, buyer.token);
  await api(`/products/${ordered.product_id}/reviews`, { method: 'POST', body: JSON.stringify({ rating: 4, comment: 'Good.' }) }, buyer.token);

  const pages: [string, string][] = [
    ['/notifications', 'Notification Settings'],
    ['/newsletter', 'Newsletter'],
    ['/reviews', 'Product Reviews'],
    ['/wishlist', 'Wishlist'],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    if (path === '/newsletter') await expect(page.getByRole('switch')).toHaveCount(4);
    await expectAccessible(page, path);
  }
  // The review being edited and the delete question, too.
  await page.goto('/reviews');
  await page.getByRole('button', { name: /^Edit your review of/ }).click();
  await expectAccessible(page, '/reviews, editing');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path] of pages) {
    await page.goto(path);
    if (path === '/newsletter') await expect(page.getByRole('switch')).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px at 390px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/reviews');
  await page.getByRole('button', { name: /^Delete your review of/ }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/reviews with the delete question scrolls sideways').toBeLessThanOrEqual(0);
  await expectAccessible(page, '/reviews at 390 px, delete question');
  await page.context().close();
});

// Issue 21, point 7: no link a signed-in buyer can reach from the dashboard leads nowhere.
test('every link two levels deep from the dashboard answers (no 404, no 5xx)', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const page = await buyerPage(browser);
  const origin = new URL(baseURL!).origin;

  /** Same-origin page links: no API, media or Next asset, no sign-out, no fragment. */
  const keep = (href: string): string | null => {
    if (!href.startsWith('/') || href.startsWith('//')) return null;
    const path = href.split('#')[0];
    if (!path || /^\/(api|media|_next)(\/|$)/.test(path) || /log-?out|sign-?out/i.test(path)) return null;
    return path;
  };
  const linksOf = (html: string) =>
    [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => keep(m[1].replace(/&amp;/g, '&'))).filter((h): h is string => h !== null);

  await page.goto('/dashboard');
  const first = (await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    .map(keep)
    .filter((h): h is string => h !== null);
  const levelOne = [...new Set(first)];
  expect(levelOne.length).toBeGreaterThan(20);

  const seen = new Map<string, number>([['/dashboard', 200]]);
  const failures: string[] = [];
  const visit = async (path: string, from: string): Promise<string | null> => {
    if (seen.has(path)) return null;
    const response = await page.request.get(`${origin}${path}`);
    seen.set(path, response.status());
    if (response.status() === 404 || response.status() >= 500) failures.push(`${path} (linked from ${from}) answered ${response.status()}`);
    return (response.headers()['content-type'] ?? '').includes('text/html') ? response.text() : null;
  };

  const levelTwo = new Map<string, string>();
  for (const path of levelOne) {
    const html = await visit(path, '/dashboard');
    if (html) for (const link of linksOf(html)) if (!levelTwo.has(link)) levelTwo.set(link, path);
  }
  for (const [path, from] of levelTwo) await visit(path, from);

  expect(failures, `checked ${seen.size} addresses`).toEqual([]);
  await page.context().close();
});
