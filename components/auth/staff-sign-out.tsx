'use client';
// The landing page is for shoppers: an admin or seller who reaches it by a client-side navigation
// (the proxy catches page loads) is signed out, at the API too, and sent to Login.
import { useEffect } from 'react';
import { signOut, useSession } from 'next-auth/react';
import { pages } from '@/lib/routing/urls';

export function StaffSignOut() {
  const { data: session } = useSession();
  const userType = session?.user.userType;
  useEffect(() => {
    if (userType === 'admin' || userType === 'seller') void signOut({ callbackUrl: pages.login() });
  }, [userType]);
  return null;
}
