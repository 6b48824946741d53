// Products, their images and their reviews, generated in memory from the category tree and the
// shops, then inserted in batches by the seed.
import { inSentence, type CategorySpec, type DivisionSpec } from './catalogue';
import { PRODUCT_IMAGES_PER_CATEGORY, productImagePath } from './images';
import type { Random } from './random';
import { sellsBeside, type ShopSeed } from './shops';
import { DEMO_SERIAL_INVALID, DEMO_SERIAL_VALID, DEMO_SERIAL_VALID_2 } from './demo';

export const SEED_DATE = new Date('2026-06-01T09:00:00Z');
const DAY_MS = 24 * 3600 * 1000;
export const daysBefore = (days: number, from: Date = SEED_DATE) => new Date(from.getTime() - Math.round(days * DAY_MS));

export interface DivisionRef {
  id: number;
  subcategoryId: number;
  subcategoryName: string;
  categoryId: number;
  categorySlug: string;
  category: CategorySpec;
  spec: DivisionSpec;
}

export interface ShopRef {
  id: number;
  seed: ShopSeed;
}

interface ProductImageSeed {
  imageUrl: string;
  altText: string;
  position: number;
}

export interface ProductSeed {
  id: number;
  shopId: number;
  shop: ShopSeed;
  categoryId: number;
  subcategoryId: number;
  divisionId: number;
  item: string;
  productName: string;
  sku: string;
  serialNumber: string;
  basePrice: number;
  description: string;
  origin: string;
  verifiedAt: Date;
  weight: string;
  barcode: string;
  dimensions: string;
  tags: string[];
  collections: string[];
  stock: number;
  isFeatured: boolean;
  ratingAverage: number;
  reviewCount: number;
  createdAt: Date;
  images: ProductImageSeed[];
}

// What the makers of each subcategory say about the work, and how to look after it.
const CRAFT_LINES: Record<string, string[]> = {
  'Kikoi & Kanga': [
    'The cotton is woven and printed on the Swahili coast, where kikoi and kanga have been worn for generations.',
    'Colours are set in small batches, which gives every piece a slightly different character.',
  ],
  'Kente & Woven Cloth': [
    'It is woven in narrow strips on a treadle loom and sewn edge to edge by hand.',
    'The pattern follows a design passed down through generations of weavers, each with its own name and proverb.',
  ],
  'Mud Cloth & Batik': [
    'The design is painted or waxed on by hand and dyed in several baths, so no two pieces match exactly.',
    'Natural dyes from leaves, bark and river mud give the cloth its deep, earthy tones.',
  ],
  'African Print Fashion': [
    'It is cut and sewn by a tailor in a small workshop, with the print matched at the seams.',
    'The wax print cotton is soft from the first wear and keeps its colour wash after wash.',
  ],
  'Maasai Beaded Jewelry': [
    'Each bead is threaded by hand and the piece is finished with a secure clasp.',
    'Colours follow a traditional code: red for bravery, blue for the sky, green for the land.',
  ],
  'Brass & Copper': [
    'The metal is recycled and hammered cold, which gives the surface its soft shimmer.',
    'Each piece is cut, shaped and polished by hand in a small workshop.',
  ],
  'Bone & Horn': [
    'The horn and bone are by-products of local farms, cleaned, carved and polished by hand.',
    'Patterns are etched with fine tools and darkened to stand out against the polished surface.',
  ],
  'Recycled Glass Beads': [
    'The beads are made from crushed bottles, fired in clay moulds and strung by hand.',
    'Bead making in the Krobo hills is a craft handed down from parent to child.',
  ],
  Paintings: [
    'The piece is signed by the artist and comes with a certificate of origin.',
    'It is painted in the artist’s own studio and varnished so the colours stay bright for years.',
  ],
  Sculpture: [
    'It is shaped over several weeks, from the first rough cuts to the final polish.',
    'The sculptor works each piece alone, so every one is an original.',
  ],
  'Wire & Recycled Art': [
    'It is made from salvaged materials that would otherwise end up on a beach or a rubbish heap.',
    'Each piece is built up by hand, strand by strand, in a community workshop.',
  ],
  'Wall Decor': [
    'It brings warmth and texture to a living room, a hallway or a reading corner.',
    'The design draws on motifs that decorate homes and market stalls across the region.',
  ],
  'Cushions & Throws': [
    'The cloth is woven and finished by hand, then lined and sewn in a small workshop.',
    'It adds pattern and softness to a sofa, a bed or a reading chair.',
  ],
  Lighting: [
    'Light through the hand-cut pattern throws warm shapes across the walls.',
    'It is fitted for a standard bulb and checked before it leaves the workshop.',
  ],
  'Ceramics & Tableware': [
    'Each piece is shaped by hand, fired in a wood kiln and finished with a food-safe glaze.',
    'Small variations in shape and glaze are the marks of a handmade piece.',
  ],
  Bags: [
    'The leather is vegetable-tanned and cut and stitched by hand with waxed linen thread.',
    'It will darken and soften with use, developing a rich patina over the years.',
  ],
  Footwear: ['The soles are cut and stitched by hand, and the straps shaped to the foot.', 'They soften and mould to your feet after a few days of wear.'],
  'Small Leather Goods': [
    'Edges are burnished by hand and the hardware is solid brass.',
    'Made from offcuts of full hides, so nothing from the tannery goes to waste.',
  ],
  'Leather Home': ['The leather is hand-dyed and stitched in panels over a sturdy frame.', 'It is built for everyday use and gets better looking with age.'],
  Kiondo: [
    'Each kiondo takes several days to twine, coil by coil, and no two are exactly alike.',
    'The sisal is harvested, dried and dyed by the weavers themselves before weaving begins.',
  ],
  'Bolga Baskets': [
    'It is woven from elephant grass while the strands are damp, so it sets firm as it dries.',
    'Weaving is done between farm work and family life, often in groups that share designs and stories.',
  ],
  Agaseke: [
    'The fine coils are stitched by hand, and a single basket can take a week to finish.',
    'Agaseke were once given as wedding gifts, and still carry a wish for peace.',
  ],
  'Southern African Baskets': [
    'The palm is harvested, boiled with roots and bark for colour, and woven into a tight, strong coil.',
    'The triangles and zigzags follow patterns woven in the region for generations.',
  ],
  'Maasai Beadwork': [
    'Thousands of glass beads are stitched one by one to build up the pattern.',
    'It is made by a group of women who bead together and share the income from every sale.',
  ],
  'Zulu Beadwork': [
    'Colours and shapes carry meaning: once they told of a family, a season or a message of love.',
    'Each piece is beaded by hand on the same patterns used for generations in KwaZulu-Natal.',
  ],
  'Beaded Home': ['Glass beads are threaded on wire or stitched row by row to build up the design.', 'It brings colour to a table and makes a lasting gift.'],
  'Ndebele Beadwork': [
    'Bold geometric patterns echo the painted houses of Ndebele villages.',
    'It is made by a group of women who bead together and share the income from every sale.',
  ],
  Soapstone: [
    'It is carved by hand from soapstone quarried in the Tabaka hills, then sanded and polished.',
    'The stone’s natural veins mean every piece has its own colour and pattern.',
  ],
  'Wood Carvings': [
    'It is carved from a single piece of wood with hand tools, then sanded and polished to bring out the grain.',
    'Wood comes from sustainably managed or fallen trees.',
  ],
  'Ceremonial Masks': [
    'It is carved in the tradition of masks made for dances and ceremonies, and made for display.',
    'The patina is built up by hand in several layers.',
  ],
  'Kitchen Woodware': [
    'It is carved from a single piece of dense wood and finished with food-safe oil.',
    'Every grain pattern is different, so each piece is one of a kind.',
  ],
};

const CARE_LINES: Record<string, string[]> = {
  Textiles: ['Hand wash cold and dry in the shade to keep the colours bright.', 'Dry clean or hand wash gently; iron on the reverse.'],
  Jewelry: ['Keep it dry and store it flat.', 'Polish with a soft cloth; avoid perfume and water.'],
  Art: ['Keep it out of direct sunlight.', 'Dust with a soft, dry brush.'],
  'Home Deco': ['Dust with a soft cloth and keep it out of damp rooms.', 'Spot clean only.'],
  'Leather Goods': ['Condition the leather twice a year with a natural wax.', 'Wipe with a damp cloth and let it dry naturally.'],
  Baskets: ['Reshape with a little steam if it gets squashed in transit.', 'Keep it dry and wipe with a damp cloth.'],
  Beadwork: ['Wipe with a dry cloth and keep away from heat.', 'Store it flat so that the threads keep their tension.'],
  Carvings: ['A little beeswax now and then keeps the finish rich.', 'Wipe with a dry cloth; keep out of strong sun.'],
};

const CLOSING_LINES = [
  'Sold through a fair-trade partnership that pays the maker upfront.',
  'Wrapped in recycled paper and shipped with a note from the maker.',
  'Part of every sale funds craft training in the maker’s community.',
];

const VIEW_NAMES = ['front view', 'detail of the handwork', 'side view', 'shown in use'];

const tagWord = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

// Division tags that name a country would contradict a shop elsewhere; the origin says where.
const PLACE_TAGS = new Set([
  'kenya',
  'uganda',
  'tanzania',
  'rwanda',
  'ethiopia',
  'ghana',
  'nigeria',
  'southafrica',
  'morocco',
  'zimbabwe',
  'mali',
  'congo',
  'angola',
  'ivorycoast',
  'zambia',
  'benin',
]);

/** The material's main word: 'Full-grain Leather' -> 'leather', 'Enamel on Canvas' -> 'enamel', 'Sisal and Leather' -> 'sisal'. */
function materialTag(material: string): string {
  const words = material.split(' on ')[0].split(' and ')[0].split(' ');
  return tagWord(words[words.length - 1]);
}

const COUNTRY_TAGS: Record<string, string> = {
  kenya: 'Kenya',
  uganda: 'Uganda',
  tanzania: 'Tanzania',
  rwanda: 'Rwanda',
  ethiopia: 'Ethiopia',
  ghana: 'Ghana',
  nigeria: 'Nigeria',
  southafrica: 'South Africa',
  morocco: 'Morocco',
  zimbabwe: 'Zimbabwe',
  // Crafts named after a people or a place.
  kisii: 'Kenya',
  maasai: 'Kenya',
  kiondo: 'Kenya',
  akamba: 'Kenya',
  lamu: 'Kenya',
  kikoi: 'Kenya',
  kente: 'Ghana',
  bolga: 'Ghana',
  krobo: 'Ghana',
  adire: 'Nigeria',
  benin: 'Nigeria',
  zulu: 'South Africa',
  ndebele: 'South Africa',
  tingatinga: 'Tanzania',
  makonde: 'Tanzania',
  agaseke: 'Rwanda',
  barkcloth: 'Uganda',
  netela: 'Ethiopia',
  shona: 'Zimbabwe',
  binga: 'Zimbabwe',
  babouche: 'Morocco',
};

/** The country a division's craft comes from, when its tags name one. */
const homeCountry = (spec: DivisionSpec) => spec.tags.map((t) => COUNTRY_TAGS[t]).find(Boolean);

/** 'Drop Earrings' and 'Salad Servers' take 'these ... are'. */
export const isPlural = (item: string) => /[^s]s$/.test(item);

function priceIn(rng: Random, [lo, hi]: [number, number]): number {
  // Most listings sit in the lower part of the range.
  const raw = lo + (hi - lo) * rng.next() ** 1.7;
  return Math.max(300, Math.min(60000, Math.round(raw / 10) * 10));
}

function formatWeight(kg: number): string {
  return kg < 0.1 ? `${Math.max(5, Math.round((kg * 1000) / 5) * 5)} g` : `${kg.toFixed(1)} kg`;
}

/** EAN-13: 616 (Kenya's GS1 prefix), shop and product numbers, check digit. */
function barcodeFor(shopId: number, productId: number): string {
  const body = `616${String(shopId % 1000).padStart(3, '0')}${String(productId % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

// Words a product name may repeat: 'Hand-woven Basket with Leather Straps in Red and Black'.
const NAME_LINKS = new Set(['and', 'with', 'in', 'on', 'of', 'the', 'a', 'for']);

/** A name's words, roughly stemmed ('Beaded', 'Beads' -> 'bead'), without the linking words. */
function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word && !NAME_LINKS.has(word))
    .map((word) => (word.length > 4 ? word.replace(/(ed|s)$/, '') : word));
}

const sharesWord = (text: string, taken: Set<string>) => nameWords(text).some((word) => taken.has(word));

interface NameDraws {
  makeDraw: number;
  materialDraw: number;
  /** Null for a name without a detail. */
  detailDraw: number | null;
}

/**
 * The make, material and detail of a product name that repeats no word ('Bronze Bronze Head',
 * 'Hand-beaded Beaded Collar' read as mistakes): the item is fixed, then the material, the make and
 * the detail are drawn among those that share no word with what is already in the name. A material
 * the item names ('Kitenge Shirt') is left out; so is a make or detail when every one would repeat.
 */
function nameParts(item: string, makes: readonly string[], materials: readonly string[], details: readonly string[], draws: NameDraws) {
  const at = <T>(list: readonly T[], draw: number) => list[Math.floor(draw * list.length)];
  const taken = new Set(nameWords(item));
  const materialChoices = materials.filter((m) => !sharesWord(m, taken));
  const material = materialChoices.length ? at(materialChoices, draws.materialDraw) : '';
  // What the piece is made of, for its description and tags, even when the name leaves it out.
  const madeOf = material || at(materials, draws.materialDraw);
  for (const word of nameWords(material)) taken.add(word);
  const makeChoices = makes.filter((m) => !sharesWord(m, taken));
  const make = makeChoices.length ? at(makeChoices, draws.makeDraw) : '';
  for (const word of nameWords(make)) taken.add(word);
  const detailChoices = details.filter((d) => !sharesWord(d, taken));
  const detail = draws.detailDraw !== null && detailChoices.length ? ` ${at(detailChoices, draws.detailDraw)}` : '';
  return { make, material, madeOf, detail };
}

export interface ProductGenerationInput {
  count: number;
  divisions: DivisionRef[];
  shops: ShopRef[];
}

export function generateProducts(rng: Random, { count, divisions, shops }: ProductGenerationInput): ProductSeed[] {
  const shopsByCategory = new Map<string, ShopRef[]>();
  for (const shop of shops) {
    for (const craft of shop.seed.crafts) shopsByCategory.set(craft, [...(shopsByCategory.get(craft) ?? []), shop]);
  }
  const demoShop = shops.find((s) => s.seed.isDemo) ?? shops[0];
  const serials = new Set([DEMO_SERIAL_VALID, DEMO_SERIAL_VALID_2, DEMO_SERIAL_INVALID]);
  let ghanaSerialGiven = false;
  const womensShare = divisions.filter((d) => d.spec.womens).length / divisions.length;
  const products: ProductSeed[] = [];

  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    let division = rng.pick(divisions);
    let shop: ShopRef;
    if (i === 0) {
      // The first product, the one with the demo serial, is a kiondo from the demo seller.
      shop = demoShop;
      division = divisions.find((d) => d.spec.name === 'Sisal Kiondo') ?? division;
    } else {
      // A shop sells a craft beside its own only in the kinds that go with it (sellsBeside).
      const sellers = shopsByCategory.get(division.category.name) ?? shops;
      const fitting = sellers.filter((s) => sellsBeside(s.seed.crafts[0], division.category.name, division.subcategoryName));
      const candidates = fitting.length ? fitting : sellers;
      const home = homeCountry(division.spec);
      // Brands carry bigger catalogues than individual artisans, and a craft is mostly sold from
      // the country it comes from.
      shop = rng.weighted(candidates.map((s) => [s, (s.seed.shopType === 'brand' ? 2 : 1) * (s.seed.country.name === home ? 6 : 1)] as const));
    }
    const spec = division.spec;
    // The first product, the one people verify first, is always the same kiondo. The draws are made
    // in the same order and number as ever, so the rest of the seed stays as it was; each part is
    // then chosen among the ones that repeat no word of the parts before it.
    const makeDraw = i === 0 ? 0 : rng.next();
    const item = i === 0 ? 'Kiondo Basket' : rng.pick(spec.items);
    const materialDraw = i === 0 ? 0 : rng.next();
    const detailDraw = i === 0 ? null : rng.chance(0.75) ? rng.next() : null;
    const { make, material, madeOf, detail } =
      i === 0
        ? { make: 'Hand-woven', material: 'Sisal', madeOf: 'Sisal', detail: ' with Leather Straps' }
        : nameParts(item, spec.makes ?? division.category.makes, spec.materials, spec.details, { makeDraw, materialDraw, detailDraw });
    const productName = `${[make, material, item].filter(Boolean).join(' ')}${detail}`;

    let serialNumber: string;
    if (i === 0) serialNumber = DEMO_SERIAL_VALID;
    else if (!ghanaSerialGiven && shop.seed.country.code === 'GH' && !shop.seed.isDemo && homeCountry(spec) === 'Ghana') {
      serialNumber = DEMO_SERIAL_VALID_2;
      ghanaSerialGiven = true;
    } else {
      do serialNumber = `AFC-${shop.seed.country.code}${rng.digits(2)}-${rng.digits(4)}`;
      while (serials.has(serialNumber));
    }
    serials.add(serialNumber);

    const createdAt = daysBefore(rng.int(7, 720) + rng.next());
    const verifiedAt = new Date(Math.min(createdAt.getTime() + rng.int(1, 14) * DAY_MS, SEED_DATE.getTime() - DAY_MS));
    const [maxL, maxW, maxH] = spec.size;
    const dim = (max: number) => Math.max(1, Math.round(max * (0.6 + rng.next() * 0.4)));
    const divisionTags = spec.tags.map(tagWord).filter((t) => !PLACE_TAGS.has(t));
    const tags = [...new Set([divisionTags[0], division.category.tag, materialTag(madeOf), ...rng.sample(divisionTags.slice(1), 2)])]
      .filter((t) => t.length > 1)
      .slice(0, 5);
    const origin = `${shop.seed.town}, ${shop.seed.country.name}`;
    const description = [
      `${/(ed|made|woven|thrown|spun|cast|bent)$/.test(make) && make !== 'Signed' ? make : 'Made'} by ${shop.seed.shopName} in ${shop.seed.town}, ${isPlural(item) ? 'these' : 'this'} ${inSentence(item)} ${isPlural(item) ? 'are' : 'is'} ${division.category.madeOf ?? 'made from'} ${inSentence(madeOf)}${inSentence(detail)}.`,
      rng.pick(CRAFT_LINES[division.subcategoryName] ?? CLOSING_LINES),
      ...(rng.chance(0.6) ? [rng.pick(CARE_LINES[division.category.name])] : []),
      ...(rng.chance(0.4) ? [rng.pick(CLOSING_LINES)] : []),
    ].join(' ');

    const collections: string[] = [];
    if (rng.chance(0.05)) collections.push('editors-pick');
    // The summer collection is for women: dresses, kanga, jewellery and bags, about 5% of all products.
    if (spec.womens && rng.chance(0.05 / womensShare)) collections.push('summer-collection');

    const imageCount = rng.int(2, 4);
    const images = rng
      .sample(
        Array.from({ length: PRODUCT_IMAGES_PER_CATEGORY }, (_, n) => n + 1),
        imageCount,
      )
      .map((n, position) => ({
        imageUrl: productImagePath(division.categorySlug, n),
        altText: `${productName}, ${VIEW_NAMES[position]}`,
        position,
      }));

    products.push({
      id,
      shopId: shop.id,
      shop: shop.seed,
      categoryId: division.categoryId,
      subcategoryId: division.subcategoryId,
      divisionId: division.id,
      item,
      productName,
      sku: `${division.categorySlug.slice(0, 3).toUpperCase()}-${String(shop.id).padStart(3, '0')}-${String(id).padStart(6, '0')}`,
      serialNumber,
      basePrice: i === 0 ? 3450 : priceIn(rng, spec.price),
      description,
      origin,
      verifiedAt,
      weight: formatWeight(spec.weight[0] + (spec.weight[1] - spec.weight[0]) * rng.next()),
      barcode: barcodeFor(shop.id, id),
      dimensions: `${dim(maxL)} x ${dim(maxW)} x ${dim(maxH)} cm`,
      tags,
      collections,
      stock: i === 0 ? 24 : rng.chance(0.05) ? 0 : Math.round(1 + 79 * rng.next() ** 2),
      isFeatured: i === 0 || rng.chance(0.05),
      ratingAverage: 0,
      reviewCount: 0,
      createdAt,
      images,
    });
  }
  // A very small catalogue may have no Ghanaian craft from Ghana: any product of a Ghanaian shop will do.
  const fallback = ghanaSerialGiven ? undefined : products.find((p) => p.shop.country.code === 'GH' && !p.shop.isDemo);
  if (fallback) fallback.serialNumber = DEMO_SERIAL_VALID_2;
  return products;
}

export interface ReviewSeed {
  productId: number;
  userId: number;
  rating: number;
  comment: string;
  createdAt: Date;
}

const COMMENTS: Record<number, string[]> = {
  5: [
    'Absolutely beautiful. Even nicer in person than in the photos.',
    'The {item} arrived well packed and the workmanship is superb.',
    'Bought this as a gift and it was a hit. Will order again.',
    'Stunning colours and you can feel the care that went into it.',
    'Exactly as described. Fast delivery to Nairobi too.',
    'My second order from this shop and the quality is consistently excellent.',
    'Love my new {item}! Everyone asks where I got it.',
    'Worth every shilling. A real piece of craftsmanship.',
  ],
  4: [
    'Lovely {item}, slightly smaller than I expected but very well made.',
    'Great quality. Delivery took a few extra days.',
    'Beautiful work; the colours are a little more muted than in the photos.',
    'Very happy with it. Packaging could be better.',
    'Solid and well finished. Would recommend.',
  ],
  3: [
    'Nice piece, but it took almost three weeks to arrive.',
    'Decent quality for the price. The colour is different from the picture.',
    'It is fine. A few loose threads but nothing serious.',
  ],
  2: ['Arrived with a small crack. The seller offered a partial refund.', 'Smaller than described and the finish is rough.'],
  1: ['Not what I ordered; still waiting for the exchange.'],
};

const RATINGS = [
  [5, 55],
  [4, 30],
  [3, 10],
  [2, 3],
  [1, 2],
] as const;

/**
 * Reviews spread over the products (about 1.7 per product, unique per product and user), plus the
 * given fixed ones; product rating averages and counts are set from them.
 */
export function generateReviews(rng: Random, products: ProductSeed[], reviewerIds: number[], fixed: ReviewSeed[] = []): ReviewSeed[] {
  const reviews: ReviewSeed[] = [];
  const fixedByProduct = new Map<number, ReviewSeed[]>();
  for (const review of fixed) fixedByProduct.set(review.productId, [...(fixedByProduct.get(review.productId) ?? []), review]);
  for (const product of products) {
    const own = fixedByProduct.get(product.id) ?? [];
    const taken = new Set(own.map((r) => r.userId));
    const count = rng.chance(0.3)
      ? 0
      : rng.weighted([
          [1, 30],
          [2, 25],
          [3, 18],
          [4, 12],
          [5, 8],
          [6, 7],
        ] as const);
    const extra = rng
      .sample(
        reviewerIds.filter((id) => !taken.has(id)),
        count,
      )
      .map((userId) => {
        const rating = rng.weighted(RATINGS);
        const since = (SEED_DATE.getTime() - product.createdAt.getTime()) / DAY_MS;
        return {
          productId: product.id,
          userId,
          rating,
          comment: rng.pick(COMMENTS[rating]).replace('{item}', inSentence(product.item)),
          createdAt: daysBefore(rng.next() * Math.max(1, since - 1)),
        };
      });
    const all = [...own, ...extra];
    product.reviewCount = all.length;
    product.ratingAverage = all.length ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 100) / 100 : 0;
    reviews.push(...all);
  }
  return reviews;
}
