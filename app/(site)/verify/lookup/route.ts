// GET /verify/lookup?serial=...: where the no-JavaScript serial form posts. A real redirect (303)
// to the shareable /verify/{serial}; an empty serial goes back to /verify with the form's message.
import { route } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { redirectToPath } from '@/lib/http/redirect';
import { pages } from '@/lib/routing/urls';

export const GET = route({
  answer: NOT_JSON,
  handle({ request }) {
    const serial = (new URL(request.url).searchParams.get('serial') ?? '').trim();
    return redirectToPath(serial ? pages.verify(serial) : pages.verifyNoSerial, 303);
  },
});
