'use client';
// The Verify dialog's success view: the Authentic Product view, compact, with the dialog's buttons.
import Link from 'next/link';
import type { RefObject } from 'react';
import { VerificationDetails } from '@/components/product/verification-details';
import button from '@/components/ui/button.module.scss';
import type { Verification } from '@/lib/domain/verification';
import { pages } from '@/lib/routing/urls';

interface VerificationResultProps {
  verification: Verification;
  /** Focus lands on the banner when the result appears. */
  bannerRef: RefObject<HTMLParagraphElement | null>;
  onVerifyAnother: () => void;
  onClose: () => void;
}

export function VerificationResult({ verification, bannerRef, onVerifyAnother, onClose }: VerificationResultProps) {
  return (
    <VerificationDetails verification={verification} compact bannerRef={bannerRef}>
      <Link href={pages.shop(verification.product.shop.slug)} className={`${button.button} ${button.primary}`} onClick={onClose}>
        See Shop
      </Link>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onVerifyAnother}>
        Verify Another Product
      </button>
      <button type="button" className={`${button.button} ${button.ghost}`} onClick={onClose}>
        Close
      </button>
    </VerificationDetails>
  );
}
