'use client';
// The site header is the buyer's: its logo and links lead to `/`, which signs a seller out (the
// spec's rule, proxy.ts). The staff areas (the seller centre, the operator's console) bring their
// own header (components/staff), so this one steps aside there. The pathname is known on the
// server too: nothing flashes.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { staffAreaOf } from '@/lib/session/redirect';

export function OutsideStaffAreas({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return pathname && staffAreaOf(pathname) ? null : children;
}
