// Issue 33, point 7, as the demo admin does it at /admin/stories: writes a story in the editor (text,
// a bold phrase, a heading), saves it as a draft (not on /stories, its page a 404), publishes it (on
// /stories, its page with the bold phrase and the heading, and its address in the sitemap, as soon as
// the API's notice arrives: polled for 15 s, far below the pages' cache lifetimes), and unpublishes
// it (gone from all three again). A buyer opening the console's
// stories gets its 403. Each page passes axe and fits a 390 px phone.
//
// One sign-in per role, kept as stored state; the UI is used only for the story itself.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  newEmail,
  pageWithSession,
  PHONE,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-stories-1';
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const TITLE = `Kikoi looms of Lamu ${tag}`;
const BOLD = 'woven on wooden looms';
const HEADING = 'Colours of the coast';

const admin = { storage: '', token: '' };
const buyer = { storage: '' };

interface AdminStory {
  post_id: number;
  slug: string;
  title: string;
  status: string;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  admin.token = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  const adminSignIn = await signInAndStore(browser, DEMO.admin.email, DEMO_PASSWORD, 'stories-admin-state.json', '/admin/stories');
  admin.storage = adminSignIn.storage;
  await adminSignIn.context.close();

  const email = newEmail('stories-buyer');
  await registerThroughApi('Halima Omar', email, PASSWORD);
  const buyerSignIn = await signInAndStore(browser, email, PASSWORD, 'stories-buyer-state.json');
  buyer.storage = buyerSignIn.storage;
  await buyerSignIn.context.close();
});

/** The story the admin wrote, as the API's console list has it. */
async function writtenStory(): Promise<AdminStory> {
  const list = await api<{ data: AdminStory[] }>(`/admin/blogs?search=${encodeURIComponent(TITLE)}`, {}, admin.token);
  const story = list.data.find((s) => s.title === TITLE);
  if (!story) throw new Error(`the story "${TITLE}" is not in the console's list`);
  return story;
}

/** Whether the sitemap lists the story's address. */
async function inSitemap(page: Page, story: AdminStory): Promise<boolean> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return xml.includes(`/stories/${story.post_id}/${story.slug}</loc>`);
}

/** Whether the first page of /stories (newest first) shows the story's card. */
async function onStoriesList(page: Page): Promise<boolean> {
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await page.getByRole('link', { name: TITLE }).count()) > 0 || (await page.getByRole('heading', { name: TITLE }).count()) > 0;
}

async function checkPhoneWidth(browser: Browser, paths: string[]) {
  const context = await browser.newContext({ storageState: admin.storage, viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await context.close();
}

test('the admin writes a story, saves a draft, publishes it onto /stories and the sitemap, and unpublishes it', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await pageWithSession(browser, admin.storage);

  await test.step('the list offers New story; the form opens', async () => {
    await page.goto('/admin/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stories' })).toBeVisible();
    await expectAccessible(page, '/admin/stories');
    await page.getByRole('link', { name: 'New story' }).click();
    await expect(page).toHaveURL('/admin/stories/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();
  });

  await test.step('writes it in the editor: text, a bold phrase and a heading; saves it as a draft', async () => {
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    const editor = page.getByRole('textbox', { name: 'Story', exact: true });
    await editor.click();
    await page.keyboard.type('Cotton kikoi cloth is ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(BOLD);
    await bold.click();
    await page.keyboard.type(' by the families of Lamu.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Indigo, saffron and the red of the mangrove bark.');
    await expect(editor.locator('strong')).toHaveText(BOLD);
    await expect(editor.locator('h2')).toHaveText(HEADING);
    await expectAccessible(page, '/admin/stories/new (written)');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/stories\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Story', exact: true }).locator('strong')).toHaveText(BOLD);
    await expectAccessible(page, '/admin/stories/{id}');
  });

  const story = await writtenStory();
  expect(story.status).toBe('draft');
  expect(story.slug).toBe(`kikoi-looms-of-lamu-${tag}`);

  await test.step('a draft is on neither /stories nor the sitemap, and its page is not found', async () => {
    const reader = await browser.newPage();
    expect(await onStoriesList(reader)).toBe(false);
    expect((await reader.goto(`/stories/${story.post_id}/${story.slug}`))?.status()).toBe(404);
    expect(await inSitemap(reader, story)).toBe(false);
    await reader.close();
  });

  await test.step('the preview shows it as its page will', async () => {
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: HEADING })).toBeVisible();
    await page.getByRole('link', { name: 'Back to editing' }).click();
  });

  await test.step('publishes it: on /stories, its page shows the bold phrase and the heading, and the sitemap lists it', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Story published: it is on Stories and in the sitemap.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    const reader = await browser.newPage();
    await expect.poll(() => onStoriesList(reader), { timeout: 15_000, intervals: [500, 1000, 2000] }).toBe(true);
    await expect(async () => {
      const response = await reader.goto(`/stories/${story.post_id}/${story.slug}`);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(reader.locator('strong', { hasText: BOLD })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 2, name: HEADING })).toBeVisible();
    await expect.poll(() => inSitemap(reader, story), { timeout: 15_000, intervals: [500, 1000, 2000] }).toBe(true);
    await reader.close();
  });

  await test.step('unpublishes it: gone from /stories, its page and the sitemap', async () => {
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Story unpublished: it is a draft again and has left Stories.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

    const reader = await browser.newPage();
    await expect(async () => {
      const response = await reader.goto(`/stories/${story.post_id}/${story.slug}`);
      expect(response?.status()).toBe(404);
    }).toPass({ timeout: 15_000 });
    await expect.poll(() => onStoriesList(reader), { timeout: 15_000, intervals: [500, 1000, 2000] }).toBe(false);
    await expect.poll(() => inSitemap(reader, story), { timeout: 15_000, intervals: [500, 1000, 2000] }).toBe(false);
    await reader.close();
  });

  await test.step('the audit log holds the create, the publish and the unpublish', async () => {
    const log = await api<{ data: { action: string }[] }>(`/admin/audit?target_type=story&target_id=${story.post_id}`, {}, admin.token);
    expect(log.data.map((e) => e.action).sort()).toEqual(['story.create', 'story.publish', 'story.unpublish']);
  });
  await page.context().close();

  await test.step('the console’s story pages fit a 390 px phone', async () => {
    await checkPhoneWidth(browser, ['/admin/stories', '/admin/stories/new', `/admin/stories/${story.post_id}`]);
  });
});

test('a buyer opening the console’s stories gets its 403', async ({ browser }) => {
  const page = await pageWithSession(browser, buyer.storage);
  const response = await page.goto('/admin/stories');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('link', { name: 'New story' })).toHaveCount(0);
  await page.context().close();
});
