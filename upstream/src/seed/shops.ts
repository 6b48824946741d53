// Shops of both kinds (premium brands and individual artisans) across the continent.
import { slugify } from './catalogue';
import { bannerPath, BANNER_COUNT } from './images';
import { COUNTRIES, countryByName, type CountrySpec } from './places';
import type { Random } from './random';

export interface ShopSeed {
  shopName: string;
  slug: string;
  shopType: 'brand' | 'individual';
  town: string;
  country: CountrySpec;
  description: string;
  ratingAverage: number;
  reviews: number;
  yearsOfExperience: number;
  bannerImageUrl: string;
  email: string;
  /** Category names the shop sells. */
  crafts: string[];
  owner: { firstName: string; lastName: string };
  /** The demo seller's shop. */
  isDemo: boolean;
}

export const SHOP_NOUNS: Record<string, readonly string[]> = {
  Textiles: ['Weavers', 'Textiles', 'Looms', 'Cloth House'],
  Jewelry: ['Beads', 'Jewels', 'Adornments', 'Jewellery'],
  Art: ['Art Studio', 'Gallery', 'Art House'],
  'Home Deco': ['Home', 'Living', 'Interiors'],
  'Leather Goods': ['Leather', 'Leatherworks', 'Tannery'],
  Baskets: ['Baskets', 'Weaves', 'Basketry'],
  Beadwork: ['Beadworks', 'Bead Studio', 'Beadcraft'],
  Carvings: ['Carvers', 'Woodworks', 'Stone Studio'],
};

const CRAFT_WORDS: Record<string, string> = {
  Textiles: 'hand-woven cloth',
  Jewelry: 'jewellery',
  Art: 'artwork',
  'Home Deco': 'home décor',
  'Leather Goods': 'leather goods',
  Baskets: 'baskets',
  Beadwork: 'beadwork',
  Carvings: 'carvings',
};

/**
 * What a shop of each main craft (its first, the one its name says) may sell beside it: the other
 * crafts, and within each the kinds (subcategories) a buyer expects under one roof; none listed,
 * all of that craft. A weaver with a soapstone hippo, or a tannery with Kente cloth, reads as a
 * mistake on the landing page; a weaver's cushions do not.
 */
export const CRAFT_COMPANIONS: Record<string, Readonly<Record<string, readonly string[] | 'all'>>> = {
  Textiles: { 'Home Deco': ['Cushions & Throws'] },
  Jewelry: { Beadwork: 'all' },
  Beadwork: { Jewelry: ['Maasai Beaded Jewelry', 'Recycled Glass Beads'] },
  Art: { Carvings: ['Soapstone', 'Wood Carvings', 'Ceremonial Masks'], 'Home Deco': ['Wall Decor'] },
  'Home Deco': { Baskets: 'all', Textiles: ['Kikoi & Kanga', 'Mud Cloth & Batik'], Carvings: ['Wood Carvings', 'Kitchen Woodware'] },
  'Leather Goods': { Beadwork: ['Maasai Beadwork'] },
  Baskets: { 'Home Deco': ['Wall Decor', 'Lighting'] },
  Carvings: { Art: ['Sculpture'] },
};

/** True when a shop whose main craft is `main` may sell `craft` (of the kind `subcategory`, when given). */
export function sellsBeside(main: string, craft: string, subcategory?: string): boolean {
  if (craft === main) return true;
  const kinds = CRAFT_COMPANIONS[main]?.[craft];
  if (!kinds) return false;
  return kinds === 'all' || subcategory === undefined || kinds.includes(subcategory);
}

/**
 * A shop's crafts from those drawn for it: the first, and as many more as were drawn among what goes
 * with it in its country (the drawn ones first), so a weaver stays a weaver.
 */
function assortment(drawn: string[], country: CountrySpec): string[] {
  const [main, ...others] = drawn;
  const companions = [...others, ...Object.keys(CRAFT_COMPANIONS[main] ?? {})].filter((craft) => sellsBeside(main, craft) && country.crafts.includes(craft));
  return [main, ...new Set(companions)].slice(0, drawn.length);
}

const joinWords = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

function describe(shop: Omit<ShopSeed, 'description'>, rng: Random): string {
  const craft = joinWords(shop.crafts.map((c) => CRAFT_WORDS[c]));
  const { firstName, lastName } = shop.owner;
  const sentences =
    shop.shopType === 'brand'
      ? [
          `${shop.shopName} is a ${shop.town}-based studio working with ${rng.int(8, 120)} artisans to make ${craft}.`,
          rng.pick([
            'Every piece is made by hand in small batches and checked before it ships.',
            'Makers are paid fairly and upfront, and the workshop reinvests in training young artisans.',
            'Materials are sourced locally, from sisal farmers, tanneries and bead makers the team has known for years.',
          ]),
          shop.yearsOfExperience >= 2
            ? `Founded by ${firstName} ${lastName} ${shop.yearsOfExperience} years ago, it now ships across ${shop.country.name} and abroad.`
            : `Founded by ${firstName} ${lastName}, it opened its first workshop this year.`,
        ]
      : [
          `${firstName} ${lastName} makes ${craft} from a home workshop in ${shop.town}, ${shop.country.name}.`,
          rng.pick([
            'The techniques were learned from family elders and every piece is signed by hand.',
            'Each item is made to order or in very small runs, so no two are exactly alike.',
            'Working with natural materials and dyes, the focus is on pieces that last for decades.',
          ]),
          ...(shop.yearsOfExperience < 2 ? ['New to the marketplace, with a first collection just listed.'] : []),
        ];
  return sentences.join(' ');
}

/** The demo seller's shop, then `count - 1` generated ones. Every country appears at least once. */
export function generateShops(rng: Random, count: number): ShopSeed[] {
  const shops: ShopSeed[] = [];
  const slugs = new Set<string>();
  const kenya = countryByName('Kenya');
  const add = (shop: Omit<ShopSeed, 'description' | 'slug' | 'email' | 'bannerImageUrl'>) => {
    const slug = slugify(shop.shopName);
    slugs.add(slug);
    const full = {
      ...shop,
      slug,
      email: `hello@${slug}.shops.crafts.ke`,
      bannerImageUrl: bannerPath((shops.length % BANNER_COUNT) + 1),
    };
    shops.push({ ...full, description: describe(full, rng) });
  };

  add({
    shopName: 'Otieno Lakeside Crafts',
    shopType: 'individual',
    town: 'Kisumu',
    country: kenya,
    ratingAverage: 4.82,
    reviews: 214,
    yearsOfExperience: 9,
    crafts: ['Baskets', 'Carvings'],
    owner: { firstName: 'Baraka', lastName: 'Otieno' },
    isDemo: true,
  });

  const weighted = COUNTRIES.map((c) => [c, c.weight] as const);
  while (shops.length < count) {
    // The first pass visits every country once so that each has shops.
    const country = shops.length <= COUNTRIES.length ? COUNTRIES[shops.length - 1] : rng.weighted(weighted);
    const shopType: ShopSeed['shopType'] = rng.chance(0.4) ? 'brand' : 'individual';
    // Artisans keep to one or two crafts; brands may carry three. The first names the shop, the
    // others go with it (drawn as before, so the rest of the seed is unchanged).
    const crafts = assortment(rng.sample(country.crafts, rng.int(1, shopType === 'brand' ? 3 : 2)), country);
    const owner = { firstName: rng.pick(country.firstNames), lastName: rng.pick(country.lastNames) };
    const town = rng.pick(country.towns);
    const noun = rng.pick(SHOP_NOUNS[crafts[0]]);
    let shopName = '';
    for (let attempt = 0; attempt < 20 && (!shopName || slugs.has(slugify(shopName))); attempt += 1) {
      const word = rng.pick(country.brandWords);
      shopName =
        shopType === 'brand'
          ? rng.pick([`${word} ${noun}`, `${word} ${noun} Co.`, `${town} ${noun} Collective`, `House of ${word}`])
          : rng.pick([`${owner.firstName} ${owner.lastName} ${noun}`, `${owner.firstName}'s ${noun}`, `${owner.lastName} Family ${noun}`]);
    }
    if (slugs.has(slugify(shopName))) shopName = `${shopName} ${town} ${shops.length}`;
    const yearsOfExperience = rng.chance(0.3) ? rng.int(0, 1) : rng.int(2, 25);
    add({
      shopName,
      shopType,
      town,
      country,
      // Skewed towards good ratings, never below 3.0.
      ratingAverage: Math.round((5 - 2 * rng.next() ** 1.6) * 100) / 100,
      reviews: yearsOfExperience * rng.int(4, 30) + rng.int(0, 25),
      yearsOfExperience,
      crafts,
      owner,
      isDemo: false,
    });
  }
  return shops;
}

/** The shops the marketplace has checked when the seed starts (issue 33): brands of two years or more. */
export const isVerifiedOnSeed = (shop: Pick<ShopSeed, 'shopType' | 'yearsOfExperience'>) => shop.shopType === 'brand' && shop.yearsOfExperience >= 2;
