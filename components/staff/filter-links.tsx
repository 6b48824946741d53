// A staff list's filter as links (the returns queue by status, the applications by state): each
// view has its own address and works without JavaScript; the one shown is marked current.
import Link from 'next/link';
import styles from '@/components/seller/orders/seller-orders.module.scss';

export interface FilterLink {
  href: string;
  label: string;
  current: boolean;
}

export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.filter}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.filterLink} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
