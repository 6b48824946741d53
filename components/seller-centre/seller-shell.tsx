// Every seller centre page: its own header and the page, with no buyer header or footer. Rendered
// per request for the signed-in seller (the layout reads their session), never from a shared cache.
import type { ReactNode } from 'react';
import { SellerHeader } from './seller-header';
import styles from './seller-shell.module.scss';

export function SellerShell({ sellerName, children }: { sellerName: string; children: ReactNode }) {
  return (
    <>
      <SellerHeader sellerName={sellerName} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
