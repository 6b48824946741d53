// Stories and the static pages as a reader meets them: searching, filtering and paging the stories,
// reading one (and the redirects and 404s around it), the FAQ accordion, the contact form sent for
// real to the API (with and without JavaScript), and an accessibility check of every page.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, expectAccessible, expectCanonical, expectNotFoundInHtml } from './support';

interface ApiStoryCard {
  post_id: number;
  slug: string;
  title: string;
  category_name: string | null;
}

async function apiStories(query = ''): Promise<{ data: ApiStoryCard[]; total: number; last_page: number }> {
  const res = await fetch(`${API_URL}/blogs${query}`);
  return ((await res.json()) as { data: { data: ApiStoryCard[]; total: number; last_page: number } }).data;
}

const cards = (page: Page) => page.getByRole('list', { name: /Stories$/ }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Stories pages' });

test('a reader pages through the stories, filters them by category and searches them', async ({ page }) => {
  const all = await apiStories();
  expect(all.last_page).toBeGreaterThan(1);

  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  // Inside main: while React moves a streamed section into place, its hidden copy can still sit
  // at the end of the body (one CI run matched both).
  await expect(page.getByRole('main').getByText(`Showing 1 to 10 of ${all.total} stories`)).toBeVisible();
  const firstCard = cards(page).first();
  await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(all.data[0].title);
  await expect(firstCard.getByRole('link', { name: /^Read story/ })).toHaveAttribute('href', `/stories/${all.data[0].post_id}/${all.data[0].slug}`);
  await expect(firstCard.getByRole('img')).toBeVisible();
  await expect(firstCard.locator('time')).toHaveText(/\d{1,2} \w+ \d{4}/);

  // Pages: Previous/Next, the current page marked, the last page always linked.
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: `Page ${all.last_page}` })).toBeVisible();
  await pager(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/stories?page=2');
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByText(`Showing 11 to 20 of ${all.total} stories`)).toBeVisible();
  await pager(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/stories');

  // A category: every card is from it, and the choice starts again at page 1.
  await page.goto('/stories?page=2');
  await page.getByLabel('Category').selectOption({ label: 'Craft Traditions' });
  await expect(page).toHaveURL('/stories?category=craft-traditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  const categoryCards = page.getByRole('list', { name: 'Craft Traditions stories' }).getByRole('article');
  expect(await categoryCards.count()).toBeGreaterThan(0);
  for (const text of await categoryCards.allTextContents()) expect(text).toContain('Craft Traditions');

  // A search, typed: it applies by itself after a pause, keeps the category, and finds kente.
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('kente');
  await expect(page).toHaveURL('/stories?q=kente&category=craft-traditions');
  const found = page.getByRole('list', { name: 'Craft Traditions stories' }).getByRole('heading');
  await expect(found.first()).toContainText(/kente/i);
  await expect(page.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('kente');

  // All categories again, and a search that finds nothing.
  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await expect(page).toHaveURL('/stories?q=kente');
  await page.getByRole('searchbox', { name: 'Search stories' }).fill('zzqxv wibble');
  await page.getByRole('searchbox', { name: 'Search stories' }).press('Enter');
  await expect(page).toHaveURL('/stories?q=zzqxv+wibble');
  await expect(page.getByRole('heading', { name: 'No stories found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all stories' }).click();
  await expect(page).toHaveURL('/stories');
  await expect(cards(page)).toHaveCount(10);
});

test('a reader opens a story: breadcrumb, the story itself and its canonical URL', async ({ page }) => {
  const [story] = (await apiStories()).data;
  await page.goto('/stories');
  await cards(page)
    .first()
    .getByRole('link', { name: /^Read story/ })
    .click();

  await expect(page).toHaveURL(`/stories/${story.post_id}/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories');
  await expect(breadcrumb.getByText(story.title)).toHaveAttribute('aria-current', 'page');

  const article = page.getByRole('article');
  if (story.category_name) await expect(article.getByRole('link', { name: story.category_name }).first()).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(/\d{1,2} \w+ \d{4}/);
  // The byline names the author (a demo account), not their email address.
  await expect(article.getByText(/^By (Njeri Kamau|Baraka Otieno)$/)).toBeVisible();
  await expect(article.getByRole('img').first()).toBeVisible();
  // The story's own HTML: its sections and paragraphs are rendered, not shown as markup.
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await article.locator('p').count()).toBeGreaterThan(2);
  await expect(article).not.toContainText('<p>');

  await expectCanonical(page, new RegExp(`/stories/${story.post_id}/${story.slug}$`));
  // The head as a crawler gets it: a fresh load (after a client-side navigation Next can leave the
  // previous page's tags in the head beside the new ones; no crawler sees that).
  await page.reload();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/media\//);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"@type":"BlogPosting"');
  expect(jsonLd.join('')).toContain('"@type":"BreadcrumbList"');

  await page.getByRole('link', { name: 'All stories' }).click();
  await expect(page).toHaveURL('/stories');
});

test('a story address without its slug, or with a wrong one, redirects to the canonical URL; an unknown story is a 404', async ({ page }) => {
  const [story] = (await apiStories()).data;
  const canonical = `/stories/${story.post_id}/${story.slug}`;

  for (const path of [`/stories/${story.post_id}`, `/stories/${story.post_id}/an-old-title`, `/stories/${story.post_id}/${story.slug}/extra`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    // Next 16.4 sends the Location header twice (same value) the first time it renders a redirect
    // for an on-demand page (vercel/next.js#82117); every value must be the canonical URL.
    expect(new Set(response.headers().location.split(', ')), path).toEqual(new Set([canonical]));
  }
  await page.goto(`/stories/${story.post_id}/an-old-title`);
  await expect(page).toHaveURL(canonical);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);

  const unknown = await page.goto('/stories/999999/no-such-story');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that story" })).toBeVisible();
  await expect(page.getByText('Unable to load story.')).toBeVisible();
  for (const path of ['/stories/not-a-number', '/stories/999998/gone']) await expectNotFoundInHtml(page.request, path, "We couldn't find that story");

  // A crawler without JavaScript gets the cards and their links in the HTML.
  const html = await (await page.request.get('/stories')).text();
  expect(html.match(/href="\/stories\/\d+\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/stories"/);
});

test('the FAQ keeps one answer open at a time and links to the contact page', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const cost = page.getByText('How much does shipping cost?');
  const costAnswer = page.getByText('Shipping is a flat Ksh 350 per order', { exact: false });
  const returns = page.getByText('Can I return a piece?');
  const returnsAnswer = page.getByText('You can return a piece within 14 days of delivery', { exact: false });

  await expect(costAnswer).toBeHidden();
  await cost.click();
  await expect(costAnswer).toBeVisible();
  await returns.click();
  await expect(returnsAnswer).toBeVisible();
  await expect(costAnswer).toBeHidden();
  await returns.click();
  await expect(returnsAnswer).toBeHidden();

  // The keyboard does the same.
  await cost.focus();
  await page.keyboard.press('Enter');
  await expect(costAnswer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(costAnswer).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL('/contact');
});

test('the contact form checks its fields and sends the message to the marketplace', async ({ page, request }) => {
  // Its rules load when it is first sent; they must not trip the Content-Security-Policy.
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all fields.');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  const marker = `e2e-contact-${Date.now()}`;
  await form.getByLabel('Name', { exact: true }).fill('Amina Wanjiru');
  await form.getByLabel('Email', { exact: true }).fill('amina@');
  await form.getByLabel('Message', { exact: true }).fill(`Do you ship kiondo baskets to Kampala? (${marker})`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email', { exact: true }).fill('amina@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(cspErrors).toEqual([]);

  // It really reached the API: the support inbox got the message.
  const outbox = await request.get(`${API_URL}/dev/outbox?to=support@crafts.ke`);
  const mails = ((await outbox.json()) as { data: { body: string }[] }).data;
  expect(mails.some((mail) => mail.body.includes(marker) && mail.body.includes('amina@example.com'))).toBe(true);

  // The route refuses a post from another site.
  const foreign = await request.post('/api/contact', {
    headers: { origin: 'https://evil.example' },
    data: { name: 'x', email: 'x@example.com', message: 'x' },
  });
  expect(foreign.status()).toBe(403);
});

test('the contact form also works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Kwabena Asante');
  await page.getByLabel('Email', { exact: true }).fill('kwabena@example.com');
  await page.getByLabel('Message', { exact: true }).fill('I weave kente in Bonwire and would like to open a shop.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact\/sent#contact-form$/);
  await expect(page.getByText("Thank you! We'll be in touch soon.")).toBeVisible();
  await context.close();
});

test('About links to the Sellers Hub, and the old /shop address leads there too', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the Sellers Hub' })).toHaveAttribute('href', '/seller-gallery');
  const shop = await page.request.get('/shop', { maxRedirects: 0 });
  expect(shop.status()).toBe(308);
  expect(shop.headers().location).toBe('/seller-gallery');
});

test('stories, a story and the static pages pass an automated accessibility check (WCAG 2.2 A and AA)', async ({ page }) => {
  const [story] = (await apiStories()).data;
  for (const path of ['/stories', '/stories?category=community', '/stories?q=zzqxv', `/stories/${story.post_id}/${story.slug}`, '/about', '/faq', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/faq') await page.getByText('How much does shipping cost?').click();
    if (path === '/contact') await page.getByRole('button', { name: 'Send message' }).click();
    await expectAccessible(page, path);
  }
});
