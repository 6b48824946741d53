// Issue 32's journey from both sides of the marketplace, through the UI except the admin's approval:
// a buyer applies to sell at /sell, is approved through the API and lands on /seller at their next
// sign-in; lists a piece with two photos (the second made the main one) and publishes it; a buyer
// finds it by search and on the shop page, buys it with another shop's piece and pays (sandbox);
// each seller accepts and ships with a tracking number; the buyer follows both shipments on the
// order's page and in Track Order, reads the e-mails, confirms one parcel and asks to return it
// while the other is still on its way (the refund is what was paid for what arrived), then the other
// seller marks theirs delivered and the order reads Delivered. Around it: a seller cannot open
// another shop's order, and a buyer opening the seller centre gets its 403 page, with the status 403.
//
// One sign-in per role, kept as stored state; accounts and the seeded shop's product come from the
// API, everything else is done where a person does it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { encodePng, type Rgb } from '../upstream/src/seed/png';
import { formatKsh } from '../lib/format/money';
import {
  api,
  API_URL,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  logIn,
  newEmail,
  pageWithSession,
  payOnSandboxPage,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-journey-1';
/** Letters only: the search's word similarity reads them as one rare word. */
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const maker = { name: 'Kerubo Nyaboke', email: '', storage: '', shopName: `Kisii Stone Works ${tag}`, slug: '' };
const buyer = { name: 'Otieno Ouma', email: '', token: '', storage: '' };
const other = { storage: '', product: { product_id: 0, product_name: '' }, shopName: '' };
/** What each shop ships its part with. */
const parcels = {
  maker: { carrier: 'G4S Courier', tracking: `G4S-${tag.toUpperCase()}-1` },
  other: { carrier: 'Fargo Courier', tracking: `FGO-${tag.toUpperCase()}-2` },
};
const piece = { id: 0, name: `Soapstone lantern ${tag}`, sku: `KSW-LANTERN-${tag.toUpperCase()}` };

interface Mail {
  subject: string;
  body: string;
}

/** The mails the API sent to this address, newest first (its development outbox). */
async function outbox(email: string): Promise<Mail[]> {
  const res = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** A small real picture (two colours in stripes, the seed's PNG encoder), as a phone's file chooser would hand it over. */
function photo(name: string, colours: [Rgb, Rgb]) {
  const width = 64;
  const height = 48;
  const pixels = Uint8Array.from({ length: width * height }, (_, i) => Math.floor(i / width / 8) % 2);
  return { name, mimeType: 'image/png', buffer: encodePng({ width, height, palette: colours, pixels }) };
}

const sessionPage = (browser: Browser, storage: string) => pageWithSession(browser, storage);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  maker.email = newEmail('maker');
  buyer.email = newEmail('journey-buyer');
  await registerThroughApi(maker.name, maker.email, PASSWORD);
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);

  // The other shop: the demo seller's, one of its active pieces with stock to spare.
  const sellerToken = await apiLogin(DEMO.seller.email, DEMO_PASSWORD);
  const theirs = await api<{ data: { product_id: number; product_name: string; stock: number; shop: { shop_name: string } }[] }>(
    '/seller/products?status=active&per_page=50',
    {},
    sellerToken,
  );
  const product = theirs.data.find((p) => p.stock >= 3);
  if (!product) throw new Error('the demo seller has no active product with stock');
  other.product = product;
  other.shopName = product.shop.shop_name;

  for (const [who, email, password, file, landing] of [
    [maker, maker.email, PASSWORD, 'maker-buyer-state.json', '/sell'],
    [buyer, buyer.email, PASSWORD, 'journey-buyer-state.json', '/dashboard'],
  ] as const) {
    const { storage, context } = await signInAndStore(browser, email, password, file, landing);
    who.storage = storage;
    await context.close();
  }
  // A seller's login lands on /seller whatever page asked for it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO.seller.email);
  await expect(page).toHaveURL('/seller');
  other.storage = test.info().outputPath('other-seller-state.json');
  await context.storageState({ path: other.storage });
  await context.close();
});

/** The buyer's only order's id, read from the API by its number. */
async function orderIdOf(number: string): Promise<number> {
  const orders = await api<{ data: { order_id: number; order_number: string }[] }>('/orders?page=1', {}, buyer.token);
  return orders.data.find((o) => o.order_number === number)!.order_id;
}

/** The seller's part of an order, opened from their orders list, accepted and shipped through its page. */
async function acceptAndShip(page: Page, orderNumber: string, carrier: string, tracking: string) {
  await page.goto('/seller/orders');
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Ship' }).click();
  const form = page.getByRole('form', { name: 'Ship the order' });
  await form.getByLabel('Carrier').fill(carrier);
  await form.getByLabel('Tracking number').fill(tracking);
  await form.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tracking);
}

/** One shop's parcel in the order's Shipments section. */
const shipment = (page: Page, shopName: string) => page.getByRole('region', { name: 'Shipments' }).getByRole('article', { name: shopName, exact: true });

test('a buyer becomes a seller, lists a piece with photos, and both shops ship one order to delivery and a return', async ({ browser }) => {
  test.setTimeout(360_000);
  const makerBuyerPage = await sessionPage(browser, maker.storage);

  await test.step('the buyer applies to sell at /sell', async () => {
    const page = makerBuyerPage;
    await page.goto('/sell');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeVisible();
    await page.getByLabel('Shop name').fill(maker.shopName);
    await page.getByLabel('Shop type').selectOption('individual');
    await page.getByLabel('Country').fill('Kenya');
    await page.getByLabel('Location').fill('Tabaka, Kisii');
    await page.getByLabel('Description').fill('Soapstone carved by hand in Tabaka: lanterns, bowls and chess sets.');
    await page.getByLabel('Phone', { exact: true }).fill('0712 345 678');
    await page.getByLabel('M-Pesa number').fill('0712 345 678');
    await page.getByLabel('Years of experience').fill('12');
    await page.getByRole('button', { name: 'Apply to sell' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is waiting for review' })).toBeVisible();
  });

  await test.step('the admin approves it through the API, and the next sign-in lands on /seller', async () => {
    const token = await apiLogin(maker.email, PASSWORD);
    const application = await api<{ id: number; state: string }>('/seller/applications/mine', {}, token);
    expect(application.state).toBe('pending');
    const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
    await api(`/admin/seller-applications/${application.id}/approve`, { method: 'POST', body: '{}' }, adminToken);
    const approved = await api<{ state: string; shop_url_slug: string }>('/seller/applications/mine', {}, token);
    expect(approved.state).toBe('approved');
    maker.slug = approved.shop_url_slug;
    expect((await outbox(maker.email)).map((m) => m.subject)).toContain(`Your shop ${maker.shopName} is approved`);

    await makerBuyerPage.reload();
    await expect(makerBuyerPage.getByRole('heading', { name: 'Your application is approved' })).toBeVisible();
    await makerBuyerPage.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, maker.email, PASSWORD);
    await expect(page).toHaveURL('/seller');
    maker.storage = test.info().outputPath('maker-seller-state.json');
    await context.storageState({ path: maker.storage });
    await context.close();
  });

  const makerPage = await sessionPage(browser, maker.storage);

  await test.step('the new seller lists a piece with every field of the form', async () => {
    const page = makerPage;
    await page.goto('/seller/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(piece.name);
    await page.getByLabel('Description').fill('A lantern carved from one block of Tabaka soapstone, pierced so the candle throws a pattern of leaves.');
    await page.getByLabel('Price (Ksh)').fill('2450');
    await page.getByLabel('Stock', { exact: true }).fill('5');
    await page.getByLabel('SKU').fill(piece.sku);
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Subcategory').selectOption({ index: 1 });
    await page.getByLabel('Division').selectOption({ index: 1 });
    await page.getByLabel('Tags').fill('soapstone, lantern, kisii');
    await page.getByLabel('Origin').fill('Kenya');
    await page.getByLabel('Weight').fill('850 g');
    await page.getByLabel('Dimensions').fill('18 x 12 x 12 cm');
    await page.getByLabel('Maker', { exact: true }).fill(maker.name);
    await page.getByLabel('County or region').fill('Kisii');
    await page.getByLabel('Materials').fill('soapstone, beeswax');
    await page.getByLabel('Time to make').fill('4 days');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/seller\/products\/\d+$/);
    piece.id = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  });

  await test.step('adds two photos and makes the second the main one', async () => {
    const page = makerPage;
    await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Photos' });
    await page.getByLabel('Add photos').setInputFiles([
      photo('lantern-front.png', [
        [180, 120, 60],
        [240, 220, 200],
      ]),
      photo('lantern-lit.png', [
        [40, 90, 160],
        [250, 200, 80],
      ]),
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Photos saved.' })).toBeVisible({ timeout: 30_000 });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Main photo');
    await expect(list.getByRole('img', { name: `Photo 1 of ${piece.name}` })).toBeVisible();
    const secondSrc = await list.getByRole('img', { name: `Photo 2 of ${piece.name}` }).getAttribute('src');

    await page.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
    await expect(list.getByRole('img', { name: `Photo 1 of ${piece.name}` })).toHaveAttribute('src', secondSrc!);
    await expect(list.getByRole('listitem').first()).toContainText('Main photo');
    await expect(page.getByRole('button', { name: 'Make photo 1 the main photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make photo 2 the main photo' })).toBeVisible();
  });

  await test.step('publishes it: a serial number is issued', async () => {
    const page = makerPage;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Product published.')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Serial \S+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  });

  const buyerPage = await sessionPage(browser, buyer.storage);

  await test.step('a buyer finds it by search and on the shop page', async () => {
    const page = buyerPage;
    // Within the revalidation: the search answers from the API, so at once or after a reload.
    await expect(async () => {
      await page.goto('/marketplace');
      const search = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
      await search.fill(piece.name);
      await search.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Results for "${piece.name}"` })).toBeVisible();
      await expect(page.getByRole('list', { name: /^Results for/ }).getByRole('heading', { name: piece.name })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });

    await expect(async () => {
      await page.goto(`/seller-gallery/shop/${maker.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: maker.shopName })).toBeVisible();
      await expect(page.getByRole('list', { name: `Products from ${maker.shopName}` }).getByRole('heading', { name: piece.name })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 60_000 });
  });

  let orderNumber = '';
  let orderId = 0;

  await test.step('the buyer adds it and the other shop’s piece, checks out and pays with the test card', async () => {
    const page = buyerPage;
    for (const product of [
      { id: piece.id, name: piece.name },
      { id: other.product.product_id, name: other.product.product_name },
    ]) {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page.getByText(`"${product.name}" added to cart!`)).toBeVisible();
    }
    await page.goto('/cart');
    // By role: the cart's streamed copy of the form can linger hidden beside the one shown.
    await page.getByRole('textbox', { name: 'Full name' }).fill(buyer.name);
    await page.getByRole('textbox', { name: 'Street' }).fill('3 Oginga Odinga Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Kisumu');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+254 722 555 010');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
    orderNumber = (await page.locator('strong').filter({ hasText: /^ORD-/ }).textContent())!.trim();
    orderId = await orderIdOf(orderNumber);

    // By card on the card sandbox's page, which sends the buyer back to the order's page.
    await page.getByRole('radio', { name: 'Card (sandbox: no money is taken)' }).check();
    await page.getByRole('button', { name: /^Pay Ksh/ }).click();
    await payOnSandboxPage(page);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
    // Each shop is told of its new paid order.
    await expect.poll(async () => (await outbox(maker.email)).map((m) => m.subject)).toContain(`New paid order ${orderNumber} for ${maker.shopName}`);
  });

  const otherPage = await sessionPage(browser, other.storage);

  await test.step('each seller accepts and ships their part with a carrier and tracking number', async () => {
    await acceptAndShip(makerPage, orderNumber, parcels.maker.carrier, parcels.maker.tracking);
    await acceptAndShip(otherPage, orderNumber, parcels.other.carrier, parcels.other.tracking);
  });

  await test.step('the buyer sees two shipments with their timelines on the order and in Track Order, and the e-mails', async () => {
    const page = buyerPage;
    for (const path of [`/order/${orderId}`, `/track-order?number=${orderNumber}`]) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Shipments' }).getByRole('article')).toHaveCount(2);
      for (const [shop, { carrier, tracking }] of [
        [maker.shopName, parcels.maker],
        [other.shopName, parcels.other],
      ] as const) {
        const card = shipment(page, shop);
        await expect(card).toContainText('Shipped');
        await expect(card).toContainText(carrier);
        await expect(card).toContainText(tracking);
        const timeline = card.getByRole('list', { name: `Timeline: ${shop}` }).getByRole('listitem');
        await expect(timeline).toHaveCount(3);
        await expect(timeline.nth(0)).toContainText('Order received by the shop');
        await expect(timeline.nth(1)).toContainText('Accepted by the shop');
        await expect(timeline.nth(2)).toContainText('Shipped');
      }
    }
    const shipped = async () =>
      (await outbox(buyer.email))
        .filter((m) => m.subject === `Your order ${orderNumber} has shipped`)
        .map((m) => m.body)
        .join('\n');
    for (const { carrier, tracking } of [parcels.maker, parcels.other]) {
      await expect.poll(shipped).toContain(`Carrier: ${carrier}\nTracking number: ${tracking}`);
    }
  });

  await test.step('the buyer confirms one parcel', async () => {
    const page = buyerPage;
    await page.goto(`/order/${orderId}`);
    await shipment(page, maker.shopName)
      .getByRole('form', { name: `I received it: ${maker.shopName}` })
      .getByRole('button', { name: 'I received it' })
      .click();
    await expect(page.getByText('Thank you: the parcel is marked as received.')).toBeVisible();
    await page.reload();
    await expect(shipment(page, maker.shopName).getByRole('list', { name: `Timeline: ${maker.shopName}` })).toContainText('Delivered');
    // Half delivered: the order is not Delivered yet, the other parcel still offers the button.
    await expect(shipment(page, other.shopName).getByRole('button', { name: 'I received it' })).toBeVisible();
  });

  await test.step('the buyer asks to return the parcel that arrived, while the other is still on its way', async () => {
    const page = buyerPage;
    await page.goto('/returns-refunds');
    await page.getByLabel('Order').selectOption(orderNumber);
    await page.getByLabel('Reason').fill('The lantern arrived with a chipped corner.');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Return request submitted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Pending');
    // The refund asked for is the order less the parcel still on its way: the lantern and the shipping.
    const { order } = await api<{ order: { total_amount: number; items: { product_id: number; line_total: number }[] } }>(
      `/orders/${orderId}`,
      {},
      buyer.token,
    );
    const onItsWay = order.items.filter((i) => i.product_id === other.product.product_id).reduce((sum, i) => sum + i.line_total, 0);
    const returns = await api<{ orderId: string; refund: number }[]>('/returns', {}, buyer.token);
    expect(returns.find((r) => r.orderId === orderNumber)?.refund).toBeCloseTo(order.total_amount - onItsWay, 2);
  });

  await test.step('the other seller marks theirs delivered, and the order reads Delivered', async () => {
    const page = buyerPage;
    await otherPage.goto('/seller/orders');
    await otherPage.getByRole('link', { name: orderNumber }).click();
    await otherPage.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(otherPage.getByText('Nothing left to do: this order is delivered.')).toBeVisible();

    for (const path of [`/order/${orderId}`, `/track-order?number=${orderNumber}`]) {
      await page.goto(path);
      for (const shop of [maker.shopName, other.shopName]) {
        await expect(
          shipment(page, shop)
            .getByRole('list', { name: `Timeline: ${shop}` })
            .getByRole('listitem'),
        ).toHaveCount(4);
      }
      await expect(page.getByRole('button', { name: 'I received it' })).toHaveCount(0);
    }
    await page.goto(`/order/${orderId}`);
    await expect(page.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')).toContainText('Delivered');
    await expect.poll(async () => (await outbox(buyer.email)).filter((m) => m.subject === `Your order ${orderNumber} was delivered`).length).toBe(2);
  });

  await test.step('the new seller’s Payouts hold the delivered lantern’s money while its return is open', async () => {
    const { order } = await api<{ order: { items: { product_id: number; line_total: number }[] } }>(`/orders/${orderId}`, {}, buyer.token);
    const lantern = order.items.filter((i) => i.product_id !== other.product.product_id).reduce((sum, i) => sum + i.line_total, 0);
    await makerPage.getByRole('navigation', { name: 'Seller centre' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(makerPage).toHaveURL('/seller/payouts');
    const figures = makerPage.getByRole('list', { name: 'Balance' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Held' })).toContainText(formatKsh(lantern));
    await expect(figures.getByRole('listitem').filter({ hasText: 'Available' })).toContainText('Ksh 0');
    await expect(figures.getByRole('listitem').filter({ hasText: 'Commission' })).toContainText('10%');
    const entry = makerPage.getByRole('row').filter({ hasText: orderNumber });
    await expect(entry).toContainText('Delivered');
    await expect(entry).toContainText(`+${formatKsh(lantern)}`);
    await expectAccessible(makerPage, '/seller/payouts');
  });

  await test.step('the new seller cannot open the other shop’s part of the order', async () => {
    const sellerToken = await apiLogin(DEMO.seller.email, DEMO_PASSWORD);
    const theirs = await api<{ data: { id: number; order_number: string }[] }>('/seller/orders', {}, sellerToken);
    const theirPart = theirs.data.find((o) => o.order_number === orderNumber)!;
    const response = await makerPage.goto(`/seller/orders/${theirPart.id}`);
    expect(response?.status()).toBe(404);
    await expect(makerPage.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(makerPage.getByRole('main')).not.toContainText(other.product.product_name);
  });

  await test.step('a buyer opening the seller centre gets the 403 page', async () => {
    const response = await buyerPage.goto('/seller');
    expect(response?.status()).toBe(403);
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'This page is for sellers.' })).toBeVisible();
    await expect(buyerPage.getByText('Sign in with your seller account, or apply to sell from your buyer account.')).toBeVisible();
  });

  for (const page of [makerPage, otherPage, buyerPage]) await page.context().close();
});
