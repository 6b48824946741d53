// The marketplace's name and the claims it makes (spec section 1), in one place.
import { REFUND_GUARANTEE_DAYS } from '@/contract/rules/returns';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';

export const SITE_NAME = 'Mikono';
export const SITE_TAGLINE = 'Handcrafted in Kenya and across Africa';
export const SITE_DESCRIPTION =
  'An online marketplace for Kenyan and African handcrafted goods: baskets, beadwork, textiles, carvings and art from verified artisans and premium brands, priced in Kenyan shillings.';

/** Read once when the server starts (or at build for static pages), never during a render; the
 * footers (client components) are handed it, so the browser never counts its own year. */
export const COPYRIGHT_YEAR = new Date().getFullYear();

export const TRUST_CLAIMS = [
  { icon: 'shield-check', title: 'Authenticity Verified', detail: 'Every piece carries a serial number you can check.' },
  { icon: 'lock', title: 'Secure Payments', detail: 'Every payment is encrypted and processed securely.' },
  { icon: 'plane', title: 'Fast Shipping', detail: 'Kenya to US in 5-7 days.' },
  { icon: 'handshake', title: 'Fair Trade', detail: 'Artisans are paid fairly for their craft.' },
  { icon: 'refund', title: `${REFUND_GUARANTEE_DAYS}-day refunds`, detail: RETURNS_POLICY.refundGuarantee },
] as const;
