'use client';
// An account page that failed to render: the sidebar stays, this takes the page's place.
import { AccountError } from '@/components/account/account-error';

export default function AccountPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AccountError title="Something went wrong" message="This page could not be loaded. Please try again." error={error} retry={retry} />;
}
