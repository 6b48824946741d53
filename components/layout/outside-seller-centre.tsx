'use client';
// The site header is the buyer's: its logo and links lead to `/`, which signs a seller out (the
// spec's rule, proxy.ts). The seller centre brings its own header (components/seller-centre), so
// this one steps aside there. The pathname is known on the server too: nothing flashes.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isSellerCentrePath } from '@/lib/session/redirect';

export function OutsideSellerCentre({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return pathname && isSellerCentrePath(pathname) ? null : children;
}
