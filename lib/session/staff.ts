// How the staff areas' pages know their user (the seller centre, the operator's console): the
// session (or a redirect to login that comes back), and whether it is of the area's role. Each
// area's layout shows anyone else the 403 page (and the proxy gives it its status); each page
// checks again and reads nothing for them. The API refuses them too: it checks the role on every
// route.
import 'server-only';
import { requireUser, type ServerSession } from './session';

/** The signed-in user for a page at `here` when their role is `role`; null for any other role. */
async function sessionAs(role: ServerSession['user']['userType'], here: string): Promise<ServerSession | null> {
  const session = await requireUser(here);
  return session.user.userType === role ? session : null;
}

/** The signed-in seller for a seller centre page; null for a buyer or an admin. */
export const sellerSession = (here: string) => sessionAs('seller', here);

/** The signed-in admin for a console page; null for a buyer or a seller. */
export const adminSession = (here: string) => sessionAs('admin', here);
