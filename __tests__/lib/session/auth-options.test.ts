/** @jest-environment node */
// After User Details is saved, the storefront asks next-auth to refresh the session (useSession's
// update()); the session's name is then read again from the API, never taken from the browser.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import type { JWT } from 'next-auth/jwt';
import { authOptions } from '@/lib/session/auth-options';
import { apiUser } from '@/__tests__/support/api-user';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const envelope = (message: string, data: unknown) => ({ status: 'success', message, data });

onlyNockedCalls();

const token = (): JWT => ({
  uid: '7',
  name: 'Amina Wanjiru',
  email: 'amina@example.com',
  userType: 'buyer',
  accessToken: `api-bearer-token-${Math.random()}`,
  accessTokenExpires: Date.now() + 3_600_000,
});

const refresh = (current: JWT, sent: unknown) => authOptions.callbacks!.jwt!({ token: current, trigger: 'update', session: sent } as never);

describe('the session after a profile save', () => {
  it('takes the name the API now has, whatever the browser sends', async () => {
    const current = token();
    nock(API)
      .get('/auth/session')
      .reply(200, envelope('Session active.', { user_id: 7 }));
    nock(API)
      .get('/user/profile')
      .matchHeader('authorization', `Bearer ${current.accessToken}`)
      .reply(200, envelope('Profile loaded.', apiUser({ name: 'Njeri Wambui', firstName: 'Njeri', lastName: 'Wambui' })));
    const refreshed = await refresh(current, { user: { name: 'Mallory', userType: 'admin' } });
    expect(refreshed).toMatchObject({ uid: '7', name: 'Njeri Wambui', userType: 'buyer', accessToken: current.accessToken });
  });

  it('keeps the name it had when the API cannot say', async () => {
    const current = token();
    nock(API)
      .get('/auth/session')
      .reply(200, envelope('Session active.', { user_id: 7 }));
    nock(API).get('/user/profile').reply(503, envelope('Unavailable', null));
    expect(await refresh(current, {})).toMatchObject({ name: 'Amina Wanjiru' });
  });
});
