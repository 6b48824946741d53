// Address Book: the buyer's saved addresses, to add, edit, delete and choose the default.
import type { Metadata } from 'next';
import { AddressBook } from '@/components/account/address-book';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { listAddresses } from '@/lib/upstream/addresses';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Address Book', robots: { index: false } };

export default async function AddressBookPage() {
  const session = await accountSession(pages.addressBook);
  const addresses = readOrEnd(await listAddresses(session.accessToken), pages.addressBook);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Address Book</h1>
        <p className={styles.lead}>Where we deliver. The default address is chosen first at checkout.</p>
      </header>
      {addresses ? (
        <AddressBook addresses={addresses} />
      ) : (
        <p className={styles.problem} role="alert">
          {ADDRESS_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
