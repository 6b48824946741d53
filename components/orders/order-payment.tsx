'use client';
// The payment step on an unpaid order's page (issue 23): the same panel as after checkout. Once
// the order is paid the page reads the order again (status, invoice, receipt) without a reload;
// this stays in place through that refresh, so the buyer keeps seeing the confirmation.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PaymentPanel } from '@/components/checkout/payment-panel';
import type { PaymentAttempt } from '@/lib/domain/orders';

interface OrderPaymentProps {
  orderId: number;
  orderNumber: string;
  /** What is left to pay. */
  amount: number;
  walletAvailable: number;
  /** Whether the order can be paid now (the server's word, read again after a payment). */
  payable: boolean;
  pending: PaymentAttempt | null;
}

export function OrderPayment({ payable, pending, ...panel }: OrderPaymentProps) {
  const router = useRouter();
  const [paidHere, setPaidHere] = useState(false);
  // Paid already when the buyer comes back from the card page: the panel says so once.
  if (!payable && !paidHere && pending?.status !== 'completed') return null;
  return (
    <PaymentPanel
      {...panel}
      pending={pending}
      onPaid={() => {
        setPaidHere(true);
        router.refresh();
      }}
    />
  );
}
