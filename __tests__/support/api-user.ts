// The API's user record (GET /user/profile, the login answer's `user`) as the route-handler tests
// send it through nock: Amina Wanjiru, a buyer, with what a test needs changed.
export function apiUser(overrides: Record<string, unknown> = {}) {
  return {
    user_id: 7,
    name: 'Amina Wanjiru',
    username: 'amina',
    email: 'amina@example.com',
    phone: '+254712345678',
    user_type: 'buyer',
    status: 'active',
    email_verified_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    roles: [],
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    gender: null,
    mpesa: null,
    idNumber: null,
    country: null,
    town: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
