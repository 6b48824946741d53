// GET /verify/lookup?serial=...: where the no-JavaScript serial form posts. A real redirect (303)
// to the shareable /verify/{serial}; an empty serial goes back to /verify with the form's message.
import { NextResponse } from 'next/server';
import { route } from '@/lib/http/handler';

export const GET = route({
  handle({ request }) {
    const url = new URL(request.url);
    const serial = (url.searchParams.get('serial') ?? '').trim();
    const target = serial ? `/verify/${encodeURIComponent(serial)}` : '/verify?serial=';
    return NextResponse.redirect(new URL(target, url), 303);
  },
});
