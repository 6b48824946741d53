// Who a row or a page of the console is about (a buyer, a reviewer): the name, a link to their page
// under People, and the e-mail under it.
import Link from 'next/link';
import type { PersonRef } from '@/lib/domain/person';
import { pages } from '@/lib/routing/urls';
import styles from './person-cell.module.scss';

export function PersonCell({ person }: { person: PersonRef }) {
  return (
    <div className={styles.person}>
      <Link href={pages.adminUser(person.id)} className={styles.name}>
        {person.name}
      </Link>
      <span className={styles.email}>{person.email}</span>
    </div>
  );
}
