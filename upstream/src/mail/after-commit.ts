// A change that tells someone by mail once it is committed: the transaction answers the mail (or
// null: nobody to tell; or false: nothing changed), and the mail is sent after the commit, so a
// failed send keeps the change. Settling a payout or a refund from the provider's word works so.
import type { ApiDeps } from '../context';
import type { Executor } from '../account/db';
import type { Mail } from './mailer';

/** Runs `change` in a transaction and sends its mail after the commit; false when it changed nothing. */
export async function commitThenMail(deps: Pick<ApiDeps, 'db' | 'mailer'>, change: (tx: Executor) => Promise<Mail | null | false>): Promise<boolean> {
  const mail = await deps.db.transaction(change);
  if (mail === false) return false;
  if (mail) await deps.mailer.send(deps.db, mail);
  return true;
}
