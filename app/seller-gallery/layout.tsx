// Paths under /seller-gallery get the seller-oriented footer (spec section 2). A nested layout
// rather than a check of the request path, so the pages stay static and cacheable.
import type { ReactNode } from 'react';
import { SellerFooter } from '@/components/layout/seller-footer';
import { COPYRIGHT_YEAR } from '@/lib/messages/brand';

export default function SellerGalleryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SellerFooter year={COPYRIGHT_YEAR} />
    </>
  );
}
