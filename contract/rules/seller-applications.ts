// A seller application's states and bounds (issue 32, point 1), one rule for both programs: the
// database's columns, the API's schemas and the storefront's /sell form read them from here. No
// zod, so a client component can read a bound for free.

/** 'pending' waits for an admin; 'approved' made the applicant a seller with a shop; 'declined' carries a reason. */
export const SELLER_APPLICATION_STATES = ['pending', 'approved', 'declined'] as const;
export type SellerApplicationState = (typeof SELLER_APPLICATION_STATES)[number];

/** The longest each text of an application may be, and its years of experience. */
export const SELLER_APPLICATION_LIMITS = {
  shopName: 100,
  country: 100,
  location: 120,
  description: 2000,
  phone: 30,
  yearsOfExperience: 80,
  declineReason: 1000,
} as const;
