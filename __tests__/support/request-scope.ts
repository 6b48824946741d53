// Outside a Next server there is no request scope: the tests that run next-auth's handlers or
// getSession stand one in, and next/headers reads it. Each such file mocks next/headers with it
// (jest only hoists jest.mock from the test file itself):
//   jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);
import type { NextRequest } from 'next/server';

let current: NextRequest | undefined;

/** Makes this the request next/headers answers for, as Next does while it handles one: the request. */
export function enterRequest(request: NextRequest): NextRequest {
  current = request;
  return request;
}

function currentRequest(): NextRequest {
  if (!current) throw new Error('next/headers was read before the test entered a request (enterRequest)');
  return current;
}

/** next/headers, reading the request the test entered last. */
export const nextHeaders = {
  cookies: async () => currentRequest().cookies,
  headers: async () => currentRequest().headers,
};
