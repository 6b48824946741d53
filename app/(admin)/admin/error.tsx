'use client';
// A console page that failed to render: the console's header stays, this takes the page's place.
import { AccountError } from '@/components/account/account-error';

export default function AdminPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AccountError title="Something went wrong" message="This page could not be loaded. Please try again." error={error} retry={retry} />;
}
