// How the operator's console pages know their user (issue 33): the session (or a redirect to login
// that comes back), and whether it is an admin's. The console's layout shows anyone else the 403
// page (and the proxy gives it its status); each page checks again and reads nothing for them (the
// API refuses them too: every /admin route checks the role).
import 'server-only';
import { requireUser, type ServerSession } from '@/lib/session/session';

/** The signed-in admin for a console page at `here`; null for a signed-in buyer or seller. */
export async function adminSession(here: string): Promise<ServerSession | null> {
  const session = await requireUser(here);
  return session.user.userType === 'admin' ? session : null;
}
