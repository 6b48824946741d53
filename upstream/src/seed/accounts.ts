// Roles and people: the four demo accounts, one seller per generated shop, and buyers who write
// reviews. Generated accounts share one hash of a random password, so nobody can log in as them.
import { DEMO_USERS } from './demo';
import { asciiWord, COUNTRIES, type CountrySpec } from './places';
import type { Random } from './random';
import type { ShopSeed } from './shops';

export const ROLES = [
  {
    roleName: 'buyer',
    roleDescription: 'Shops the marketplace: browses, buys, reviews and keeps a wishlist.',
    permissions: ['view_products', 'place_orders', 'write_reviews', 'manage_wishlist', 'manage_addresses', 'create_support_tickets', 'request_returns'],
  },
  {
    roleName: 'seller',
    roleDescription: 'Runs a shop: lists products, fulfils orders and answers buyers.',
    permissions: ['view_products', 'manage_products', 'manage_shop', 'view_orders', 'fulfil_orders', 'view_payouts', 'reply_to_reviews'],
  },
  {
    roleName: 'admin',
    roleDescription: 'Operates the marketplace: users, shops, catalogue, stories and reports.',
    permissions: ['manage_users', 'manage_shops', 'manage_products', 'manage_categories', 'manage_orders', 'manage_stories', 'view_reports', 'resolve_tickets'],
  },
] as const;

type RoleName = (typeof ROLES)[number]['roleName'];

export interface UserSeed {
  /** 'demo:buyer', 'seller:3', 'buyer:12': how the seed finds the row again. */
  key: string;
  name: string;
  username: string;
  email: string;
  phone: string;
  userType: RoleName;
  firstName: string;
  lastName: string;
  country: string;
  town: string;
  gender: string | null;
  /** Whether the account has the demo password (else the shared unknown one). */
  demo: boolean;
  daysAgo: number;
}

const DEMO_HOMES: Record<keyof typeof DEMO_USERS, { country: string; town: string; gender: string; daysAgo: number }> = {
  buyer: { country: 'Kenya', town: 'Nairobi', gender: 'female', daysAgo: 400 },
  buyer2: { country: 'Ghana', town: 'Accra', gender: 'male', daysAgo: 260 },
  seller: { country: 'Kenya', town: 'Kisumu', gender: 'male', daysAgo: 900 },
  admin: { country: 'Kenya', town: 'Nairobi', gender: 'female', daysAgo: 1000 },
};

const GENERATED_BUYERS = 40;

export function generateUsers(rng: Random, shops: ShopSeed[]): UserSeed[] {
  const users: UserSeed[] = [];
  const phones = new Set<string>(Object.values(DEMO_USERS).map((u) => u.phone));
  const usernames = new Set<string>();
  const phoneIn = (country: CountrySpec) => {
    let phone: string;
    // Eight digits drawn for every country, so what is drawn after stays as it was.
    const { prefix, length } = country.mobile ?? { prefix: '7', length: 9 };
    do phone = `${country.dialCode}${`${prefix}${rng.digits(8)}`.slice(0, length)}`;
    while (phones.has(phone));
    phones.add(phone);
    return phone;
  };
  const usernameFor = (first: string, last: string) => {
    const base = `${asciiWord(first)}.${asciiWord(last)}`;
    let name = base;
    for (let n = 2; usernames.has(name); n += 1) name = `${base}${n}`;
    usernames.add(name);
    return name;
  };

  for (const [who, demo] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, (typeof DEMO_USERS)[keyof typeof DEMO_USERS]][]) {
    const [firstName, ...rest] = demo.name.split(' ');
    const username = demo.email.split('@')[0];
    usernames.add(username);
    users.push({
      key: `demo:${who}`,
      name: demo.name,
      username,
      email: demo.email,
      phone: demo.phone,
      userType: demo.userType,
      firstName,
      lastName: rest.join(' '),
      ...DEMO_HOMES[who],
      demo: true,
    });
  }

  shops.forEach((shop, index) => {
    if (shop.isDemo) return;
    const { firstName, lastName } = shop.owner;
    const username = usernameFor(firstName, lastName);
    users.push({
      key: `seller:${index}`,
      name: `${firstName} ${lastName}`,
      username,
      email: `${username}@sellers.crafts.ke`,
      phone: phoneIn(shop.country),
      userType: 'seller',
      firstName,
      lastName,
      country: shop.country.name,
      town: shop.town,
      gender: null,
      demo: false,
      daysAgo: 30 + shop.yearsOfExperience * 20 + rng.int(0, 30),
    });
  });

  for (let n = 0; n < GENERATED_BUYERS; n += 1) {
    const country = rng.weighted(COUNTRIES.map((c) => [c, c.name === 'Kenya' ? 6 : 1] as const));
    const firstName = rng.pick(country.firstNames);
    const lastName = rng.pick(country.lastNames);
    const username = usernameFor(firstName, lastName);
    users.push({
      key: `buyer:${n}`,
      name: `${firstName} ${lastName}`,
      username,
      email: `${username}@mail.crafts.ke`,
      phone: phoneIn(country),
      userType: 'buyer',
      firstName,
      lastName,
      country: country.name,
      town: rng.pick(country.towns),
      gender: null,
      demo: false,
      daysAgo: rng.int(60, 700),
    });
  }
  return users;
}
