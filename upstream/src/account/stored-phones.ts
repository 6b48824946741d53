// Phones stored before issue 30 were kept as typed ('+254 712 000 001', '0712000001'), so one number
// could sit on two accounts in two spellings. At every start, before the API answers, each stored
// phone is rewritten in E.164 with the normaliser both programs use. It changes nothing once done.
// When two accounts hold one number, the one that already had it in E.164 keeps it, else the older
// account; the other loses the phone (not the account) and the log says which, so support can ask.
import { asc, eq, isNotNull, or } from 'drizzle-orm';
import { normalisePhone } from '../../../contract/rules/phone';
import type { Database } from '../db/client';
import { addresses, users } from '../db/schema';

type Log = (message: string) => void;

/** Rewrites every stored phone in E.164; resolves to how many rows changed. */
export async function normaliseStoredPhones(db: Database, log: Log): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked, so two API processes starting together do this once, one after the other.
    const people = await tx
      .select({ id: users.id, phone: users.phone, mpesa: users.mpesa })
      .from(users)
      .where(or(isNotNull(users.phone), isNotNull(users.mpesa)))
      .orderBy(asc(users.id))
      .for('update');
    const holder = new Map<string, number>();
    for (const person of people) if (person.phone && normalisePhone(person.phone) === person.phone) holder.set(person.phone, person.id);

    let changed = 0;
    for (const person of people) {
      const change: { phone?: string | null; mpesa?: string } = {};
      const phone = person.phone === null ? null : normalisePhone(person.phone);
      if (person.phone !== null && phone === null) log(`user ${person.id}: the stored phone is no phone number; left as it is`);
      if (phone !== null && phone !== person.phone) {
        const other = holder.get(phone);
        if (other === undefined) {
          holder.set(phone, person.id);
          change.phone = phone;
        } else {
          change.phone = null;
          log(`user ${person.id}: phone removed, the same number is user ${other}'s`);
        }
      }
      const mpesa = person.mpesa === null ? null : normalisePhone(person.mpesa);
      if (mpesa !== null && mpesa !== person.mpesa) change.mpesa = mpesa;
      if (Object.keys(change).length === 0) continue;
      await tx.update(users).set(change).where(eq(users.id, person.id));
      changed += 1;
    }

    const book = await tx.select({ id: addresses.id, phone: addresses.phone }).from(addresses).for('update');
    for (const address of book) {
      const phone = normalisePhone(address.phone);
      if (phone === null || phone === address.phone) continue;
      await tx.update(addresses).set({ phone }).where(eq(addresses.id, address.id));
      changed += 1;
    }
    if (changed > 0) log(`${changed} stored phone numbers rewritten in E.164`);
    return changed;
  });
}
