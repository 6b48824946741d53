// POST /api/revalidate: the marketplace API says what changed ({events: [{type, id}]}), signed
// with REVALIDATE_SECRET (`x-signature: sha256=<hex HMAC of the raw body>`). Each event expires
// the cache tags of that item and refreshes the lists of its kind, so visitors get fresh pages.
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { expiryFor, MAX_BODY_BYTES, isValidSignature, revalidateBodySchema, SIGNATURE_HEADER, tagsForEvents } from '@/lib/catalog/revalidation';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function POST(request: Request) {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return NextResponse.json({ message: 'Body too large.' }, { status: 413, headers: NO_STORE });
  const raw = await request.text();
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) return NextResponse.json({ message: 'Body too large.' }, { status: 413, headers: NO_STORE });

  // The signature is checked before the body is even parsed: an unsigned caller learns nothing.
  if (!isValidSignature(process.env.REVALIDATE_SECRET, raw, request.headers.get(SIGNATURE_HEADER))) {
    if (!process.env.REVALIDATE_SECRET) console.error('[revalidate] REVALIDATE_SECRET is not set: every webhook is refused');
    return NextResponse.json({ message: 'Invalid signature.' }, { status: 401, headers: NO_STORE });
  }

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NextResponse.json({ message: 'The body must be JSON.' }, { status: 400, headers: NO_STORE });
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    return NextResponse.json({ message: 'Expected {events: [{type: product|shop|story|category, id}]}.' }, { status: 400, headers: NO_STORE });
  }

  const revalidated = tagsForEvents(parsed.data.events);
  // Pages showing the changed item expire at once (after a sale the next visitor must not see the
  // old stock); lists it is not on are refreshed in the background (see expiryFor).
  for (const tag of revalidated) revalidateTag(tag, expiryFor(tag));
  return NextResponse.json({ revalidated, now: Date.now() }, { headers: NO_STORE });
}
