// A verified serial number as the Verify dialog and /verify/{serial} show it (spec section 2),
// normalised once by lib/upstream/product.ts. Only what the screens show: nothing else reaches the
// browser.
interface VerifiedProduct {
  name: string;
  /** Root-relative path of the first image, or null. */
  image: { src: string; alt: string } | null;
  shop: { name: string; slug: string; country: string; rating: number; story: string };
  category: string;
  subcategory: string;
  division: string;
  origin: string | null;
  verifiedAt: string | null;
}

export interface Verification {
  /** Only 'verified' answers reach the screens; the field says so to the dialog's own check. */
  status: 'verified';
  date: string;
  product: VerifiedProduct;
}

export type VerifyAnswer = { ok: true; verification: Verification } | { ok: false; message: string };
