// GET /verify/lookup?serial=...: where the no-JavaScript serial form posts. A real redirect (303)
// to the shareable /verify/{serial}; an empty serial goes back to /verify with the form's message.
import { route } from '@/lib/http/handler';
import { redirectToPath } from '@/lib/http/redirect';

export const GET = route({
  handle({ request }) {
    const serial = (new URL(request.url).searchParams.get('serial') ?? '').trim();
    return redirectToPath(serial ? `/verify/${encodeURIComponent(serial)}` : '/verify?serial=', 303);
  },
});
