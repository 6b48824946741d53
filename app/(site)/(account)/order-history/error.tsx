'use client';
import { AccountError } from '@/components/account/account-error';
import { ORDER_MESSAGES } from '@/lib/messages/catalogue';

export default function OrderHistoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AccountError title="Order history" message={ORDER_MESSAGES.loadFailed} error={error} retry={retry} />;
}
