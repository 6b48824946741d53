// next-auth's own endpoints (/api/auth/session, csrf, signin, callback/credentials, signout),
// through route() like every handler: POSTs only from our own pages (next-auth's CSRF token stays
// as well), never cached, no stack on a failure. next-auth reads the body and the `[...nextauth]`
// segments itself, so route() gets neither a body nor a params schema, and passes Next's own
// request (a NextRequest: next-auth reads `nextUrl`) and route context (`params`) on unchanged.
import NextAuth from 'next-auth';
import { route } from '@/lib/http/handler';
import { authOptions } from '@/lib/session/auth-options';

const nextAuthHandler: (request: Request, context: unknown) => Promise<Response> = NextAuth(authOptions);

export const GET = route({ handle: ({ request, context }) => nextAuthHandler(request, context) });
export const POST = route({ handle: ({ request, context }) => nextAuthHandler(request, context) });
