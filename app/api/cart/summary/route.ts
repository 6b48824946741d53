// How many lines the cart holds, for the header badge on every page.
import { readCartLines } from '@/lib/cart/cookie-response';
import { json, route } from '@/lib/http/handler';

export const GET = route({
  async handle({ request }) {
    return json({ lines: (await readCartLines(request)).length });
  },
});
