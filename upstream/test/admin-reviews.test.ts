// Review moderation (issue 33, point 8): a signed-in buyer reports someone else's review once, with
// a reason from the list; only an admin lists the recent, reported and hidden reviews, hides one
// with a reason (it leaves the product's reviews, its rating and count are recounted) and restores
// it; each hide and restore leaves its audit entry, and a restore sets the open reports aside.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, productReviews, products, reviewReports } from '../src/db/schema';
import { buyerWhoReceived, productRating } from './account-fixtures';
import { expectEachNeedsAToken, testApiForFile } from './harness';

const api = testApiForFile();

let adminToken = '';
let admin = { id: 0, email: '' };
/** Products nobody had reviewed when the file started, so their ratings are exactly what tests write. */
let fresh: number[] = [];

beforeAll(async () => {
  const user = await api.createUser({ userType: 'admin' });
  adminToken = user.token;
  admin = { id: user.id, email: user.email };
  const rows = await api.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.status} = 'active' and not exists (select 1 from ${productReviews} where ${productReviews.productId} = ${products.id})`)
    .orderBy(products.id)
    .limit(4);
  if (rows.length < 4) throw new Error('the seed left too few unreviewed products for this file');
  fresh = rows.map((r) => r.id);
});

const asAdmin = (method: string, url: string, body?: unknown) => api.request(method, url, { token: adminToken, body });

/** A review of `productId` by a new buyer who received it, with its writer. */
async function reviewOf(productId: number, rating: number, comment: string) {
  const writer = await buyerWhoReceived(api, productId);
  const res = await api.request('POST', `/products/${productId}/reviews`, { token: writer.token, body: { rating, comment } });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, writer };
}

const report = (token: string, reviewId: number, body: unknown) => api.request('POST', `/reviews/${reviewId}/report`, { token, body });

async function publicReviews(productId: number) {
  const res = await api.request('GET', `/products/${productId}/reviews?per_page=50`);
  expect(res.status).toBe(200);
  return res.body.data as { data: { id: number }[]; total: number; summary: { rating_average: number; review_count: number } };
}

const auditOf = (reviewId: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, reviewId)))
    .orderBy(auditLog.id);

const listed = async (filter: string) => {
  const res = await asAdmin('GET', `/admin/reviews?filter=${filter}&per_page=100`);
  expect(res.status).toBe(200);
  return res.body.data.data as { id: number; reports: { count: number; reasons: string[]; notes: string[] }; hidden: unknown }[];
};

describe('POST /reviews/{id}/report', () => {
  it('takes one report per buyer and review, with a reason from the list and an optional note', async () => {
    const { id } = await reviewOf(fresh[0], 2, 'Buy from my site instead, cheaper!!');
    const reporter = await api.createUser();
    const first = await report(reporter.token, id, { reason: 'spam', note: '  Advertises another site. ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'success', data: { review_id: id, reason: 'spam' } });
    const [row] = await api.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id));
    expect(row).toMatchObject({ userId: reporter.id, reason: 'spam', note: 'Advertises another site.', dismissedAt: null });

    const again = await report(reporter.token, id, { reason: 'offensive' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this review.');

    const other = await api.createUser();
    expect((await report(other.token, id, { reason: 'other' })).status).toBe(201);
    expect(await api.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id))).toHaveLength(2);
  });

  it("refuses the writer's own review, a reason not on the list, a long note (422) and a missing review (404)", async () => {
    const { id, writer } = await reviewOf(fresh[1], 4, 'Well made.');
    const own = await report(writer.token, id, { reason: 'spam' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('You cannot report your own review.');

    const reporter = await api.createUser();
    const noReason = await report(reporter.token, id, {});
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain('Please choose a reason.');
    expect((await report(reporter.token, id, { reason: 'boring' })).status).toBe(422);
    expect((await report(reporter.token, id, { reason: 'spam', note: 'x'.repeat(501) })).status).toBe(422);
    expect((await report(reporter.token, 999_999, { reason: 'spam' })).status).toBe(404);
    expect(await api.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id))).toEqual([]);
  });

  it('needs a signed-in buyer and limits how many reports a minute', async () => {
    await expectEachNeedsAToken(api, [['POST', '/reviews/1/report']], { reason: 'spam' });
    const reporter = await api.createUser();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) statuses.push((await report(reporter.token, 999_999, { reason: 'spam' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    const limited = await report(reporter.token, 999_999, { reason: 'spam' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('who may moderate', () => {
  it('needs a token for each route', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/admin/reviews'],
        ['POST', '/admin/reviews/1/hide'],
        ['POST', '/admin/reviews/1/restore'],
      ],
      { reason: 'Abusive.' },
    );
  });

  it('refuses a buyer and a seller (403) and changes nothing', async () => {
    const { id } = await reviewOf(fresh[2], 3, 'Fine.');
    for (const userType of ['buyer', 'seller'] as const) {
      const { token } = await api.createUser({ userType });
      expect((await api.request('GET', '/admin/reviews', { token })).status).toBe(403);
      for (const step of ['hide', 'restore']) {
        const res = await api.request('POST', `/admin/reviews/${id}/${step}`, { token, body: { reason: 'Abusive.' } });
        expect(res.status).toBe(403);
      }
    }
    const [row] = await api.db.select().from(productReviews).where(eq(productReviews.id, id));
    expect(row.hiddenAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('GET /admin/reviews', () => {
  it('lists recent reviews newest first with product, reviewer and reports, and refuses a bad filter', async () => {
    const { id, writer } = await reviewOf(fresh[2], 5, 'Superb carving.');
    const reporter = await api.createUser();
    await report(reporter.token, id, { reason: 'not_genuine', note: 'Reads like an advert.' });
    const res = await asAdmin('GET', '/admin/reviews?per_page=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 5 });
    expect(res.body.data.data[0]).toEqual({
      id,
      product: { id: fresh[2], name: expect.any(String) },
      reviewer: { id: writer.id, name: expect.any(String), email: writer.email },
      rating: 5,
      comment: 'Superb carving.',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reports: { count: 1, reasons: ['not_genuine'], notes: ['Reads like an advert.'] },
      hidden: null,
    });
    const bad = await asAdmin('GET', '/admin/reviews?filter=flagged');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('filter must be one of: recent, reported, hidden');
  });
});

describe('hide and restore', () => {
  it("takes the review out of the product's reviews, rating and count until restored, audited both ways", async () => {
    const productId = fresh[3];
    await reviewOf(productId, 5, 'Beautiful basket.');
    const { id } = await reviewOf(productId, 1, 'You are all idiots.');
    for (const reason of ['offensive', 'offensive', 'spam']) {
      const reporter = await api.createUser();
      expect((await report(reporter.token, id, { reason })).status).toBe(201);
    }
    expect((await publicReviews(productId)).summary).toEqual({ rating_average: 3, review_count: 2 });
    const reported = await listed('reported');
    expect(reported.map((r) => r.id)).toContain(id);
    expect(reported.find((r) => r.id === id)?.reports).toMatchObject({ count: 3, reasons: ['offensive', 'spam'] });

    expect((await asAdmin('POST', `/admin/reviews/${id}/hide`, { reason: '  ' })).status).toBe(422);
    const hidden = await asAdmin('POST', `/admin/reviews/${id}/hide`, { reason: ' Abusive language. ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Review hidden.');
    expect(hidden.body.data).toMatchObject({ id, hidden: { reason: 'Abusive language.', by: admin.id, at: expect.any(String) }, reports: { count: 3 } });

    const afterHide = await publicReviews(productId);
    expect(afterHide.data.map((r) => r.id)).not.toContain(id);
    expect(afterHide.total).toBe(1);
    expect(afterHide.summary).toEqual({ rating_average: 5, review_count: 1 });
    expect(await productRating(api, productId)).toEqual({ rating_average: 5, review_count: 1 });
    expect((await listed('reported')).map((r) => r.id)).not.toContain(id);
    expect((await listed('hidden')).map((r) => r.id)).toContain(id);
    // Nobody reports what they cannot see; a second hide is refused.
    expect((await report((await api.createUser()).token, id, { reason: 'spam' })).status).toBe(404);
    expect((await asAdmin('POST', `/admin/reviews/${id}/hide`, { reason: 'Twice.' })).status).toBe(409);

    const restored = await asAdmin('POST', `/admin/reviews/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Review restored.');
    expect(restored.body.data).toMatchObject({ id, hidden: null, reports: { count: 0, reasons: [] } });
    const afterRestore = await publicReviews(productId);
    expect(afterRestore.data.map((r) => r.id)).toContain(id);
    expect(afterRestore.summary).toEqual({ rating_average: 3, review_count: 2 });
    expect(await productRating(api, productId)).toEqual({ rating_average: 3, review_count: 2 });
    expect((await listed('reported')).map((r) => r.id)).not.toContain(id);
    expect((await asAdmin('POST', `/admin/reviews/${id}/restore`)).status).toBe(409);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['review.hide', 'review.restore']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      reason: 'Abusive language.',
      before: { hidden: false, hidden_reason: null, product_id: productId },
      after: { hidden: true, hidden_reason: 'Abusive language.', product_id: productId, rating_average: 5, review_count: 1 },
    });
    expect(entries[1]).toMatchObject({ reason: null, before: { hidden: true }, after: { hidden: false, rating_average: 3, review_count: 2 } });
  });

  it('still shows the author their hidden review, marked hidden', async () => {
    const { id, writer } = await reviewOf(fresh[1], 2, 'Arrived late, but fine.');
    expect((await asAdmin('POST', `/admin/reviews/${id}/hide`, { reason: 'Off topic.' })).status).toBe(200);
    const own = await api.request('GET', '/reviews', { token: writer.token });
    expect(own.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({ comment: 'Arrived late, but fine.', hidden: true });
  });

  it('answers 404 for a missing review', async () => {
    expect((await asAdmin('POST', '/admin/reviews/999999/hide', { reason: 'Gone.' })).status).toBe(404);
    expect((await asAdmin('POST', '/admin/reviews/999999/restore')).status).toBe(404);
  });
});
