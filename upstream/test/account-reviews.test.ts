import { eq, sql } from 'drizzle-orm';
import { orders, productReviews, products, users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { createTestApi, type TestApi } from './harness';
import { buyerWhoReceived as receivedBy, createOrder, productRating, someProducts, tokenForEmail } from './account-fixtures';

let api: TestApi;
/** Products nobody had reviewed when the file started, so their summaries are exactly what tests write. */
let fresh: number[];

beforeAll(async () => {
  api = await createTestApi();
  const rows = await api.db
    .select({ id: products.id })
    .from(products)
    .where(sql`not exists (select 1 from ${productReviews} where ${productReviews.productId} = ${products.id})`)
    .orderBy(products.id)
    .limit(6);
  if (rows.length < 6) throw new Error('the seed left too few unreviewed products for this file');
  fresh = rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

/** A new buyer to whom `productId` was delivered (or `status`): who may review it. */
const buyerWhoReceived = (productId: number, status?: string, name?: string) => receivedBy(api, productId, status, name);

describe('GET /products/{id}/reviews', () => {
  it('lists reviews newest first with the reviewer shown as first name and last initial', async () => {
    const productId = fresh[0];
    const wanjiku = await buyerWhoReceived(productId, 'Delivered', 'Wanjiku Kamau');
    const kofi = await buyerWhoReceived(productId, 'completed', 'Kofi  Boateng Asante');
    await api.request('POST', `/products/${productId}/reviews`, { token: wanjiku.token, body: { rating: 4, comment: 'Lovely weave' } });
    await api.request('POST', `/products/${productId}/reviews`, { token: kofi.token, body: { rating: 5, comment: 'Beautiful' } });

    const res = await api.request('GET', `/products/${productId}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 2, summary: { rating_average: 4.5, review_count: 2 } });
    expect(res.body.data.data.map((r: any) => r.reviewer_name)).toEqual(['Kofi A.', 'Wanjiku K.']);
    expect(res.body.data.data[0]).toEqual({
      id: expect.any(Number),
      product_id: productId,
      rating: 5,
      comment: 'Beautiful',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reviewer_name: 'Kofi A.',
      verified_purchase: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('Boateng');
    expect(JSON.stringify(res.body)).not.toContain(kofi.email);
  });

  it('marks a seeded review "verified purchase" only where its writer received the product', async () => {
    const rows = await api.db
      .select({ productId: productReviews.productId, userId: productReviews.userId, email: users.email })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(users.email, DEMO_USERS.buyer.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const { productId } of rows) {
      const res = await api.request('GET', `/products/${productId}/reviews?per_page=50`);
      const reviews = res.body.data.data as { reviewer_name: string; verified_purchase: boolean }[];
      // The demo buyer reviewed what arrived in her completed order; the generated reviewers bought nothing.
      expect(reviews.filter((r) => r.verified_purchase).map((r) => r.reviewer_name)).toEqual(['Amina W.']);
    }
  });

  it('pages with page and per_page', async () => {
    const productId = fresh[0];
    const res = await api.request('GET', `/products/${productId}/reviews?page=2&per_page=1`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.data[0].reviewer_name).toBe('Wanjiku K.');
  });

  it('refuses a bad page with a 422 naming the field', async () => {
    const productId = fresh[0];
    const res = await api.request('GET', `/products/${productId}/reviews?page=0`);
    expect(res.status).toBe(422);
    expect(res.body.data.page).toBeDefined();
  });

  it('answers 404 for an unknown product', async () => {
    for (const id of ['999999999', 'abc']) {
      const res = await api.request('GET', `/products/${id}/reviews`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', message: 'Product not found', data: null });
    }
  });

  it('judges the product in the path before the page in the query', async () => {
    const res = await api.request('GET', '/products/abc/reviews?page=0');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });
});

describe('POST /products/{id}/reviews', () => {
  it('creates the review, trims the comment and updates the product rating', async () => {
    const productId = fresh[1];
    const buyer = await buyerWhoReceived(productId);
    const res = await api.request('POST', `/products/${productId}/reviews`, {
      token: buyer.token,
      body: { rating: 3, comment: '  Sturdy basket, colours a bit faded.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your review!');
    expect(res.body.data).toMatchObject({
      rating: 3,
      comment: 'Sturdy basket, colours a bit faded.',
      product: { product_id: productId, product_name: expect.any(String) },
    });
    expect(await productRating(api, productId)).toEqual({ rating_average: 3, review_count: 1 });
  });

  it('allows one review per buyer per product', async () => {
    const productId = fresh[2];
    const buyer = await buyerWhoReceived(productId, 'completed');
    const first = await api.request('POST', `/products/${productId}/reviews`, { token: buyer.token, body: { rating: 5, comment: 'Great' } });
    expect(first.status).toBe(201);
    const second = await api.request('POST', `/products/${productId}/reviews`, { token: buyer.token, body: { rating: 1, comment: 'Again' } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reviewed this product.');
    expect(await productRating(api, productId)).toEqual({ rating_average: 5, review_count: 1 });
  });

  it('counts every review when several buyers review one product at once', async () => {
    const productId = fresh[5];
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => buyerWhoReceived(productId)));
    const results = await Promise.all(
      buyers.map((b, i) => api.request('POST', `/products/${productId}/reviews`, { token: b.token, body: { rating: i + 1, comment: 'c' } })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await productRating(api, productId)).toEqual({ rating_average: 3, review_count: 5 });
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'rating'],
    [{ rating: 6, comment: 'x' }, 'rating'],
    [{ rating: 3.5, comment: 'x' }, 'rating'],
    [{ rating: '4', comment: 'x' }, 'rating'],
    [{ comment: 'x' }, 'rating'],
    [{ rating: 4 }, 'comment'],
    [{ rating: 4, comment: '    ' }, 'comment'],
    [{ rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const productId = fresh[3];
    const buyer = await buyerWhoReceived(productId);
    const res = await api.request('POST', `/products/${productId}/reviews`, { token: buyer.token, body });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.data[field]).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('refuses a buyer who never received the product, with a clear 403, and counts nothing', async () => {
    const productId = fresh[3];
    const never = await api.createUser();
    const onItsWay = await buyerWhoReceived(productId, 'Shipped');
    const canceled = await buyerWhoReceived(productId, 'Canceled');
    const otherPiece = await buyerWhoReceived(fresh[4]);
    for (const buyer of [never, onItsWay, canceled, otherPiece]) {
      const res = await api.request('POST', `/products/${productId}/reviews`, { token: buyer.token, body: { rating: 1, comment: 'Never got it' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'error', message: 'Only buyers who have received this product can review it.', data: null });
    }
    expect(await productRating(api, productId)).toEqual({ rating_average: 0, review_count: 0 });
  });

  it('lets the buyer review once the operator marks the paid order delivered', async () => {
    const productId = fresh[3];
    const buyer = await api.createUser();
    const admin = await api.createUser({ userType: 'admin' });
    const order = await createOrder(api, buyer.id, { status: 'Pending', invoice: null, lines: [{ productId, name: 'Piece', price: 1000, quantity: 1 }] });
    const review = () => api.request('POST', `/products/${productId}/reviews`, { token: buyer.token, body: { rating: 4, comment: 'Arrived' } });
    expect((await review()).status).toBe(403);
    const delivered = await api.request('PATCH', `/admin/orders/${order.id}/status`, { token: admin.token, body: { status: 'Delivered' } });
    expect(delivered.status).toBe(200);
    expect((await review()).status).toBe(201);
    await api.request('DELETE', `/reviews/${(await api.request('GET', '/reviews', { token: buyer.token })).body.data[0].id}`, { token: buyer.token });
  });

  it('needs a valid token', async () => {
    const productId = fresh[3];
    const none = await api.request('POST', `/products/${productId}/reviews`, { body: { rating: 4, comment: 'x' } });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: 'error', message: 'Unauthenticated.' });
    const wrong = await api.request('POST', `/products/${productId}/reviews`, { token: 'not-a-token', body: { rating: 4, comment: 'x' } });
    expect(wrong.status).toBe(401);
  });

  it('answers 404 for an unknown product', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/products/999999999/reviews', { token: buyer.token, body: { rating: 4, comment: 'x' } });
    expect(res.status).toBe(404);
  });
});

describe('the buyer’s own reviews', () => {
  let productId: number;
  let owner: Awaited<ReturnType<TestApi['createUser']>>;
  let other: Awaited<ReturnType<TestApi['createUser']>>;
  let reviewId: number;

  beforeAll(async () => {
    productId = fresh[4];
    owner = await buyerWhoReceived(productId);
    other = await buyerWhoReceived(productId);
    const mine = await api.request('POST', `/products/${productId}/reviews`, { token: owner.token, body: { rating: 2, comment: 'Arrived chipped' } });
    reviewId = mine.body.data.id;
    await api.request('POST', `/products/${productId}/reviews`, { token: other.token, body: { rating: 4, comment: 'Fine' } });
  });

  it('GET /reviews lists only the caller’s reviews in the spec’s Review shape', async () => {
    const res = await api.request('GET', '/reviews', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const review = res.body.data[0];
    expect(review).toMatchObject({ id: reviewId, rating: 2, comment: 'Arrived chipped', date: expect.any(String) });
    expect(review.product).toEqual({ product_id: productId, product_name: expect.any(String), image_url: expect.any(String) });
    expect(review.productImage).toBe(review.product.image_url);
    // Every seeded product has images: the first one, as an absolute URL like every other image.
    expect(review.productImage).toMatch(new RegExp(`^${api.publicUrl}/media/.+\\.png$`));
    expect(review).toEqual({
      id: reviewId,
      product: { product_id: productId, product_name: expect.any(String), image_url: review.productImage },
      productImage: review.productImage,
      rating: 2,
      comment: 'Arrived chipped',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.any(String),
      hidden: false,
    });
  });

  it('GET /reviews needs a token', async () => {
    expect((await api.request('GET', '/reviews')).status).toBe(401);
    expect((await api.request('GET', '/reviews', { token: 'nope' })).status).toBe(401);
  });

  it('PUT /reviews/{id} edits comment and rating and recounts the product', async () => {
    const res = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body: { rating: 4, comment: ' Replaced, now perfect ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: reviewId, rating: 4, comment: 'Replaced, now perfect' });
    expect(await productRating(api, productId)).toEqual({ rating_average: 4, review_count: 2 });
  });

  it('PUT /reviews/{id} validates like the edit form', async () => {
    const res = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body: { rating: 9, comment: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['comment', 'rating']);
    expect(res.body.data.comment).toEqual(['Please write a comment.']);
    expect(res.body.data.rating).toEqual(['Rating must be a whole number from 1 to 5.']);
  });

  it('PUT /reviews/{id} changes only what is sent, and recounts when the rating changes', async () => {
    const rated = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body: { rating: 5 } });
    expect(rated.status).toBe(200);
    expect(rated.body.data).toMatchObject({ rating: 5, comment: 'Replaced, now perfect' });
    expect(await productRating(api, productId)).toEqual({ rating_average: 4.5, review_count: 2 });
    const worded = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body: { comment: 'Even better after a month' } });
    expect(worded.body.data).toMatchObject({ rating: 5, comment: 'Even better after a month' });
    const back = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body: { rating: 4, comment: 'Replaced, now perfect' } });
    expect(back.body.data).toMatchObject({ rating: 4, comment: 'Replaced, now perfect' });
    expect(await productRating(api, productId)).toEqual({ rating_average: 4, review_count: 2 });
  });

  it.each([
    ['an empty comment', { comment: '   ' }, 'comment', 'Please write a comment.'],
    ['a null comment', { comment: null }, 'comment', 'Please write a comment.'],
    ['a fractional rating', { rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    ['a rating as text', { rating: '5' }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    ['a null rating', { rating: null }, 'rating', 'Please choose a rating.'],
    ['nothing to change', {}, 'comment', 'Please change the rating or the comment.'],
  ])('PUT /reviews/{id} refuses %s with a 422 and leaves the review alone', async (_label, body, field, message) => {
    const res = await api.request('PUT', `/reviews/${reviewId}`, { token: owner.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toEqual([message]);
    const [mine] = (await api.request('GET', '/reviews', { token: owner.token })).body.data;
    expect(mine).toMatchObject({ rating: 4, comment: 'Replaced, now perfect' });
  });

  it('another buyer’s review is not found, for edit and delete alike', async () => {
    const put = await api.request('PUT', `/reviews/${reviewId}`, { token: other.token, body: { rating: 1, comment: 'hijack' } });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Review not found');
    const del = await api.request('DELETE', `/reviews/${reviewId}`, { token: other.token });
    expect(del.status).toBe(404);
    expect((await api.request('PUT', '/reviews/999999999', { token: owner.token, body: { rating: 1, comment: 'x' } })).status).toBe(404);
    expect((await api.request('PUT', `/reviews/${reviewId}`, { body: { rating: 1, comment: 'x' } })).status).toBe(401);
    expect((await api.request('DELETE', `/reviews/${reviewId}`)).status).toBe(401);
  });

  it('DELETE /reviews/{id} removes it and recounts the product', async () => {
    const res = await api.request('DELETE', `/reviews/${reviewId}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: reviewId, product_id: productId });
    expect(await productRating(api, productId)).toEqual({ rating_average: 4, review_count: 1 });
    expect((await api.request('GET', '/reviews', { token: owner.token })).body.data).toEqual([]);
    expect((await api.request('DELETE', `/reviews/${reviewId}`, { token: owner.token })).status).toBe(404);
  });

  it('the last review gone, the product is back to no rating', async () => {
    const [{ id }] = (await api.request('GET', '/reviews', { token: other.token })).body.data;
    await api.request('DELETE', `/reviews/${id}`, { token: other.token });
    expect(await productRating(api, productId)).toEqual({ rating_average: 0, review_count: 0 });
    const list = await api.request('GET', `/products/${productId}/reviews`);
    expect(list.body.data).toMatchObject({ total: 0, data: [], summary: { rating_average: 0, review_count: 0 } });
  });
});

describe('GET /reviews/to-write', () => {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

  async function orderOf(userId: number, picked: { id: number; name: string }[], daysAgo: number, status = 'completed') {
    const order = await createOrder(api, userId, {
      status,
      invoice: null,
      lines: picked.map((p) => ({ productId: p.id, name: p.name, price: 1000, quantity: 1 })),
    });
    await api.db
      .update(orders)
      .set({ createdAt: at(daysAgo) })
      .where(eq(orders.id, order.id));
    return order;
  }

  it('offers each received, unreviewed product once, newest delivery first, dated by that order', async () => {
    const buyer = await api.createUser();
    const picked = await someProducts(api, 6, 200);
    const [p1, p2, p3, p4, p5, p6] = picked;
    await orderOf(buyer.id, [p1, p2], 30);
    await orderOf(buyer.id, [p3, p1], 5, 'Delivered'); // p1 again, later: dated by this order
    await orderOf(buyer.id, [p4], 10, 'Shipped'); // on its way: not reviewable yet
    await orderOf(buyer.id, [p5], 12, ' canceled '); // never arrived: nothing to review
    await orderOf(buyer.id, [p6], 20, 'completed');
    await orderOf(buyer.id, [p6], 2, 'Pending'); // a newer order not yet arrived does not date it
    await api.request('POST', `/products/${p2.id}/reviews`, { token: buyer.token, body: { rating: 5, comment: 'Reviewed already' } });

    const res = await api.request('GET', '/reviews/to-write', { token: buyer.token });
    expect(res.status).toBe(200);
    const list = res.body.data as { product_id: number; product_name: string; image_url: string; ordered_at: string }[];
    expect(list.map((r) => r.product_id)).toEqual([...[p3.id, p1.id].sort((a, b) => b - a), p6.id]);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['image_url', 'ordered_at', 'product_id', 'product_name']);
      expect(item.image_url.startsWith(`${api.publicUrl}/media/`)).toBe(true);
    }
    expect(list.find((r) => r.product_id === p1.id)).toMatchObject({ product_name: p1.name });
    expect(Date.parse(list.find((r) => r.product_id === p1.id)!.ordered_at)).toBeGreaterThan(Date.parse(list.find((r) => r.product_id === p6.id)!.ordered_at));

    // Reviewing one takes it off the list.
    await api.request('POST', `/products/${p3.id}/reviews`, { token: buyer.token, body: { rating: 4, comment: 'Nice' } });
    const after = (await api.request('GET', '/reviews/to-write', { token: buyer.token })).body.data;
    expect(after.map((r: { product_id: number }) => r.product_id)).toEqual([p1.id, p6.id]);
  });

  it('offers at most twelve and nothing of other buyers’ orders', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    const picked = await someProducts(api, 14, 300);
    await orderOf(buyer.id, picked, 3);
    expect((await api.request('GET', '/reviews/to-write', { token: buyer.token })).body.data).toHaveLength(12);
    expect((await api.request('GET', '/reviews/to-write', { token: other.token })).body.data).toEqual([]);
  });

  it('offers the demo buyer what arrived but not what they reviewed', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const [toWrite, reviews] = await Promise.all([api.request('GET', '/reviews/to-write', { token }), api.request('GET', '/reviews', { token })]);
    const reviewed = new Set(reviews.body.data.map((r: { product: { product_id: number } }) => r.product.product_id));
    expect(toWrite.body.data.length).toBeGreaterThan(0);
    for (const item of toWrite.body.data) expect(reviewed.has(item.product_id)).toBe(false);
    const dates = toWrite.body.data.map((r: { ordered_at: string }) => Date.parse(r.ordered_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('needs a valid token', async () => {
    expect((await api.request('GET', '/reviews/to-write')).status).toBe(401);
    expect((await api.request('GET', '/reviews/to-write', { token: 'bad' })).status).toBe(401);
  });
});
