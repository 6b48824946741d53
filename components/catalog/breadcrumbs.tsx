import Link from 'next/link';
import type { BreadcrumbItem } from '@/lib/seo/breadcrumbs';
import styles from './breadcrumbs.module.scss';

/** The trail to this page; the last item is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className={styles.item}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
