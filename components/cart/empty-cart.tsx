import type { ReactNode } from 'react';
import Link from 'next/link';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';
import styles from './empty-cart.module.scss';

export function EmptyCart({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      {children}
      <h2 className={styles.title}>Your cart is empty</h2>
      <p className={styles.text}>Baskets, beadwork, carvings and textiles from artisans across Africa are waiting for you.</p>
      <Link href={pages.marketplace} className={`${button.button} ${button.primary}`}>
        Browse the marketplace
      </Link>
    </div>
  );
}
