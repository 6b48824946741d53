// Shared by the route-handler tests that stand in for the signed-in user. Each such file mocks the
// session module itself (jest only hoists jest.mock from the test file):
//   jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
import { getSession } from '@/lib/session/session';

type Session = Awaited<ReturnType<typeof getSession>>;

/**
 * Every test of the file starts with this session (null: nobody signed in), as the mocked
 * getSession answers it; a test changes it through the mock this returns.
 */
export function eachTestStartsWithSession(session: Session) {
  const mockedSession = jest.mocked(getSession);
  beforeEach(() => mockedSession.mockResolvedValue(session));
  return mockedSession;
}
