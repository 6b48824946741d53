// The seed's promises to people: the README lists these accounts and serials, tests rely on them.
export const DEMO_PASSWORD = 'karibu-2026';

export const DEMO_USERS = {
  buyer: { name: 'Amina Wanjiru', email: 'buyer@demo.crafts.ke', phone: '+254712000001', userType: 'buyer' },
  buyer2: { name: 'Kwame Mensah', email: 'buyer2@demo.crafts.ke', phone: '+233240000002', userType: 'buyer' },
  seller: { name: 'Baraka Otieno', email: 'seller@demo.crafts.ke', phone: '+254712000003', userType: 'seller' },
  admin: { name: 'Njeri Kamau', email: 'admin@demo.crafts.ke', phone: '+254712000004', userType: 'admin' },
} as const;

/** The first product's serial: it verifies. */
export const DEMO_SERIAL_VALID = 'AFC-KE01-0001';
/** A second serial that verifies, from another shop. */
export const DEMO_SERIAL_VALID_2 = 'AFC-GH02-0002';
/** Looks like a serial, is not one: verification fails. */
export const DEMO_SERIAL_INVALID = 'AFC-FAKE-0000';

export const DEFAULT_PRODUCT_COUNT = 2000;
