// POST /api/revalidate: the marketplace API says what changed ({events: [{type, id}]}), signed
// with REVALIDATE_SECRET over a timestamp and the raw body (contract/rules/webhook-signature.ts); an
// old notice, or one taken already, is refused. Each event expires the cache tags of that item and
// refreshes the lists of its kind, so visitors get fresh pages.
// The API is not one of our pages (no Origin): it proves itself by the signature, so the handler
// reads the raw body itself, to check the signature before anything is parsed.
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { takeNotice } from '@/lib/catalog/notice-replay';
import { expiryFor, MAX_BODY_BYTES, revalidateBodySchema, SETTLE_MS, tagsForEvents } from '@/lib/catalog/revalidation';
import { checkNotice, SIGNATURE_HEADER } from '@/contract/rules/webhook-signature';
import { forgetOpenEndedLists } from '@/lib/catalog/products';
import { revalidatedAnswer } from '@/lib/http/answers/revalidate';
import { message, route } from '@/lib/http/handler';
import { settings } from '@/lib/settings/environment';

const TOO_LARGE = 'Body too large.';

export const POST = route({
  answer: revalidatedAnswer,
  sameOrigin: false,
  async handle({ request, reply }) {
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MAX_BODY_BYTES) return message(TOO_LARGE, 413);
    const raw = await request.text();
    if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) return message(TOO_LARGE, 413);

    // The signature is checked before the body is even parsed: an unsigned caller learns nothing.
    const secret = settings().revalidateSecret;
    const notice = checkNotice(secret ?? undefined, raw, request.headers.get(SIGNATURE_HEADER));
    if (!notice.ok) {
      if (!secret) console.error('[revalidate] REVALIDATE_SECRET is not set: every webhook is refused');
      return message(notice.reason === 'stale' ? 'The notice is too old.' : 'Invalid signature.', 401);
    }

    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return message('The body must be JSON.', 400);
    }
    const parsed = revalidateBodySchema.safeParse(body);
    if (!parsed.success) return message('Expected {events: [{type: product|shop|story|category, id}]}.', 400);

    // Taken only once it is known good, so a malformed copy cannot use up a notice's id.
    if (!(await takeNotice(notice.id, notice.expiresAt))) return message('This notice was already received.', 409);

    const revalidated = tagsForEvents(parsed.data.events);
    // Pages showing the changed item expire at once (after a sale the next visitor must not see the
    // old stock); lists it is not on are refreshed in the background (see expiryFor).
    for (const tag of revalidated) revalidateTag(tag, expiryFor(tag));
    // A page whose render began before this, reading the old record, is stored only when it ends,
    // and would then pass for fresh until its lifetime runs out: the tags that expire at once are
    // expired again a moment later, so no such page outlives the notice.
    const atOnce = revalidated.filter((tag) => expiryFor(tag) !== 'max');
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (const tag of atOnce) revalidateTag(tag, expiryFor(tag));
    });
    // Searches and price ranges are kept in each instance's memory, not under tags: any change reads them again.
    await forgetOpenEndedLists();
    return reply({ revalidated, now: Date.now() });
  },
});
