// The category tree: eight categories, their subcategories and divisions, with what a product of
// each division is made of, so that generated names, prices, sizes and tags read like real listings.

export type PatternKind = 'kente' | 'beads' | 'art' | 'mudcloth' | 'leather' | 'rings' | 'beadrows' | 'woodgrain';

export interface DivisionSpec {
  name: string;
  /** The thing itself: the head of a product name ("Kiondo Basket"). */
  items: string[];
  materials: string[];
  /** Endings of a product name ("with Leather Straps"). */
  details: string[];
  /** Price range in KES. */
  price: [number, number];
  /** Weight range in kg. */
  weight: [number, number];
  /** Largest typical length, width and height in cm. */
  size: [number, number, number];
  tags: string[];
  /** Women's wear and accessories: the pool of the summer collection. */
  womens: boolean;
  /** How it was made: the first word of a product name ('Hand-woven'); else the category's. */
  makes?: string[];
}

export interface SubcategorySpec {
  name: string;
  divisions: DivisionSpec[];
}

export interface CategorySpec {
  name: string;
  description: string;
  pattern: PatternKind;
  /** How it was made: the first word of a product name. */
  makes: string[];
  /** The category word in tags ('baskets'). */
  tag: string;
  /** How a description names the material: 'made from' unless set ('worked in' for art). */
  madeOf?: string;
  subcategories: SubcategorySpec[];
}

const list = (text: string) => text.split('|').map((s) => s.trim());

function div(
  name: string,
  items: string,
  materials: string,
  details: string,
  price: [number, number],
  weight: [number, number],
  size: [number, number, number],
  tags: string,
  extra: { womens?: boolean; makes?: string } = {},
): DivisionSpec {
  return {
    name,
    items: list(items),
    materials: list(materials),
    details: list(details),
    price,
    weight,
    size,
    tags: list(tags),
    womens: extra.womens ?? false,
    makes: extra.makes ? list(extra.makes) : undefined,
  };
}

// Names that keep their capital inside a sentence ("this Tingatinga painting").
const PROPER_WORDS = new Set(
  list(
    'Maasai|Kisii|Kamba|Lamu|Swahili|Bonwire|Ewe|Adweneasa|Tibeb|Eleko|Mount|Kilimanjaro|Mara|Lake|Victoria|Rift|Valley|Benin|Safi|Fes|Akala|Kazuri|Zambian|Tonga|Imbenge|Zulu|Akan|Ashanti|Watamu|Zanzibar|Ndebele|Baule|Chokwe|Makonde|Ujamaa|Tingatinga|Kuba|Krobo|Bolga|Binga|Ankole|Mwana|Pwo|Moroccan|Indian|Ocean|Shona|Kente|Ankara|Adire|Mutuba|Ilala|Akamba|Ethiopian|Ugandan|Kikoi|Malian',
  ),
);

/** Lowercases a title-case phrase for use inside a sentence, keeping proper names. */
export function inSentence(text: string): string {
  return text
    .split(' ')
    .map((word) => (PROPER_WORDS.has(word.replace(/[^A-Za-z]/g, '')) ? word : word.toLowerCase()))
    .join(' ');
}

/** Slugs: lowercase, words joined by hyphens ('Home Deco' -> 'home-deco', 'Kikoi & Kanga' -> 'kikoi-kanga'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CATEGORY_TREE: CategorySpec[] = [
  {
    name: 'Textiles',
    description: 'Kikoi, kanga, kente and mud cloth woven, printed and dyed by hand across the continent.',
    pattern: 'kente',
    makes: ['Hand-woven', 'Handmade', 'Loom-woven'],
    tag: 'textiles',
    subcategories: [
      {
        name: 'Kikoi & Kanga',
        divisions: [
          div('Kikoi Wraps', 'Kikoi Wrap|Kikoi Sarong|Kikoi Beach Towel', 'Cotton|Striped Cotton|Soft Cotton', 'with Tasselled Ends|in Coastal Stripes|with Fringed Edges', [1200, 4500], [0.3, 0.6], [180, 100, 1], 'kikoi|cotton|wrap|beachwear', { womens: true, makes: 'Hand-woven|Loom-woven' }),
          div('Kanga Prints', 'Kanga|Kanga Pair|Kanga Wrap Skirt', 'Cotton|Printed Cotton', 'with Swahili Proverb|in Bold Border Print|with Lamu Motifs', [800, 3500], [0.2, 0.5], [150, 110, 1], 'kanga|cotton|swahili|print', { womens: true, makes: 'Hand-printed|Screen-printed|Block-printed' }),
          div('Beach Sarongs', 'Sarong|Pareo|Beach Wrap', 'Cotton Voile|Batik Cotton|Rayon', 'in Indian Ocean Blues|with Shell Trim|in Sunset Stripes', [900, 3000], [0.2, 0.4], [170, 110, 1], 'sarong|beachwear|summer|wrap', { womens: true, makes: 'Hand-dyed|Hand-printed|Handmade' }),
        ],
      },
      {
        name: 'Kente & Woven Cloth',
        divisions: [
          div('Kente Stoles', 'Kente Stole|Graduation Stole|Kente Scarf', 'Silk|Cotton|Rayon', 'in Adweneasa Pattern|with Gold Threads|in Royal Colours', [2500, 9000], [0.2, 0.4], [180, 12, 1], 'kente|stole|ghana|weave', { makes: 'Hand-woven|Strip-woven|Loom-woven' }),
          div('Kente Fabric Lengths', 'Kente Cloth Length|Strip-woven Kente Cloth', 'Cotton|Silk|Cotton and Rayon', 'in Six-yard Length|from the Bonwire Looms|in Ewe Style', [9000, 45000], [1, 2.5], [600, 120, 1], 'kente|fabric|ghana|weave', { makes: 'Hand-woven|Strip-woven|Loom-woven' }),
          div('Ethiopian Shawls', 'Netela Shawl|Gabi Blanket|Shamma Wrap', 'Handspun Cotton|Cotton', 'with Tibeb Border|with Embroidered Cross Motif|in Natural White', [2200, 8500], [0.3, 1.2], [240, 140, 1], 'netela|cotton|ethiopia|shawl', { womens: true, makes: 'Hand-woven|Handspun' }),
        ],
      },
      {
        name: 'Mud Cloth & Batik',
        divisions: [
          div('Bogolan Fabric', 'Mud Cloth Panel|Bogolan Fabric Length|Mud Cloth Throw', 'Cotton|Hand-spun Cotton|Malian Cotton', 'in Black and White|with Arrow Motifs|in Rust Tones', [3500, 15000], [0.6, 1.5], [220, 110, 1], 'mudcloth|bogolan|cotton|mali', { makes: 'Hand-painted|Hand-dyed' }),
          div('Adire Indigo Cloth', 'Adire Cloth|Indigo Wrapper|Adire Scarf', 'Indigo-dyed Cotton|Cotton Damask', 'with Resist Patterns|in Deep Indigo|with Eleko Motifs', [2000, 9500], [0.3, 1], [200, 110, 1], 'adire|indigo|nigeria|cotton', { womens: true, makes: 'Hand-dyed|Resist-dyed' }),
          div('Batik Wall Hangings', 'Batik Wall Hanging|Batik Panel', 'Cotton|Wax-resist Cotton', 'of Acacia Sunset|with Savannah Animals|of Market Women', [1500, 7000], [0.2, 0.6], [120, 90, 1], 'batik|wallart|cotton|wax', { makes: 'Hand-painted|Hand-waxed|Handmade' }),
        ],
      },
      {
        name: 'African Print Fashion',
        divisions: [
          div('Ankara Dresses', 'Wrap Dress|Maxi Dress|Midi Dress|Shift Dress', 'Ankara|Wax Print Cotton|Kitenge', 'with Puff Sleeves|with Tie Waist|in Sunflower Print|with Side Pockets', [3500, 12000], [0.3, 0.7], [120, 50, 2], 'ankara|dress|fashion|print', { womens: true, makes: 'Handmade|Hand-tailored|Tailor-made' }),
          div('Kitenge Shirts', 'Kitenge Shirt|Dashiki Shirt|Short-sleeve Shirt', 'Kitenge|Wax Print Cotton', 'in Geometric Print|with Mandarin Collar|in Indigo Print', [2500, 7500], [0.2, 0.5], [80, 60, 2], 'kitenge|shirt|fashion|print', { makes: 'Hand-tailored|Tailor-made|Handmade' }),
          div('Head Wraps', 'Head Wrap|Turban|Gele Head Tie', 'Ankara|Kente|Cotton', 'in Bold Print|with Matching Earrings|in Ochre and Indigo', [700, 3000], [0.1, 0.3], [180, 60, 1], 'headwrap|turban|fashion|print', { womens: true, makes: 'Handmade|Hand-finished' }),
        ],
      },
    ],
  },
  {
    name: 'Jewelry',
    description: 'Maasai beaded collars, Krobo glass beads, brass cuffs and horn pendants made by hand.',
    pattern: 'beads',
    makes: ['Handmade', 'Handcrafted', 'Artisan-made'],
    tag: 'jewelry',
    subcategories: [
      {
        name: 'Maasai Beaded Jewelry',
        divisions: [
          div('Collar Necklaces', 'Collar Necklace|Bridal Collar|Layered Collar', 'Glass Bead|Seed Bead|Beaded Leather', 'in Red and Blue|with Brass Drops|in Rainbow Rows', [1500, 8500], [0.1, 0.4], [30, 30, 2], 'maasai|necklace|beads|collar', { womens: true, makes: 'Hand-beaded|Handmade' }),
          div('Beaded Bracelets', 'Bracelet|Cuff Bracelet|Stacking Bracelet Set', 'Seed Bead|Glass Bead|Leather and Bead', 'with Flag Colours|in Savannah Tones|with Snap Clasp', [300, 2200], [0.02, 0.1], [20, 6, 2], 'maasai|bracelet|beads|cuff', { womens: true, makes: 'Hand-beaded|Handmade' }),
          div('Beaded Earrings', 'Drop Earrings|Hoop Earrings|Chandelier Earrings', 'Seed Bead|Glass Bead|Bead and Brass', 'in Coral and Turquoise|with Fringe|in Monochrome', [400, 2500], [0.01, 0.05], [9, 5, 1], 'maasai|earrings|beads|accessories', { womens: true, makes: 'Hand-beaded|Handmade' }),
        ],
      },
      {
        name: 'Brass & Copper',
        divisions: [
          div('Brass Cuffs', 'Cuff|Statement Cuff|Twisted Cuff', 'Recycled Brass|Hammered Brass', 'with Engraved Lines|in Spiral Design|with Bead Inlay', [900, 4500], [0.03, 0.12], [8, 6, 4], 'brass|cuff|metal|recycled', { womens: true, makes: 'Hand-forged|Hand-hammered|Handmade' }),
          div('Copper Bangles', 'Bangle|Bangle Set|Wire Bangle', 'Copper|Copper and Brass', 'with Hammered Finish|with Zambian Copper|in Rope Twist', [600, 3500], [0.03, 0.15], [8, 8, 1], 'copper|bangle|metal|zambia', { womens: true, makes: 'Hand-forged|Hand-hammered|Handmade' }),
          div('Brass Earrings', 'Earrings|Spiral Earrings|Leaf Earrings', 'Brass|Recycled Brass', 'with Hammered Texture|in Crescent Shape|with Maasai Beads', [500, 2800], [0.01, 0.04], [8, 4, 1], 'brass|earrings|metal|kenya', { womens: true, makes: 'Hand-forged|Hand-hammered|Handmade' }),
        ],
      },
      {
        name: 'Bone & Horn',
        divisions: [
          div('Horn Pendants', 'Pendant Necklace|Horn Pendant|Talisman Pendant', 'Ankole Cow Horn|Polished Horn', 'on Leather Cord|with Brass Cap|in Crescent Shape', [800, 3800], [0.02, 0.08], [8, 5, 1], 'horn|pendant|necklace|uganda', { makes: 'Hand-carved|Hand-polished' }),
          div('Bone Bead Necklaces', 'Bead Necklace|Long Necklace|Choker', 'Carved Bone|Batik Bone|Bone and Brass', 'with Etched Patterns|in Natural White|with Tiger Eye Beads', [700, 3500], [0.03, 0.1], [60, 3, 1], 'bone|necklace|beads|kenya', { womens: true, makes: 'Hand-carved|Hand-polished|Handmade' }),
        ],
      },
      {
        name: 'Recycled Glass Beads',
        divisions: [
          div('Krobo Bead Necklaces', 'Bead Necklace|Statement Necklace|Long Strand', 'Recycled Glass|Powder Glass|Krobo Glass', 'in Ocean Blues|with Brass Spacers|in Sunset Colours', [900, 4500], [0.05, 0.2], [60, 3, 2], 'krobo|glass|necklace|ghana', { womens: true, makes: 'Handmade|Kiln-fired|Hand-strung' }),
          div('Glass Bead Bracelets', 'Bracelet|Stretch Bracelet|Bracelet Stack', 'Recycled Glass|Powder Glass', 'in Earth Tones|with Bronze Charm|in Indigo and Amber', [400, 1800], [0.02, 0.08], [20, 3, 2], 'krobo|glass|bracelet|recycled', { womens: true, makes: 'Handmade|Kiln-fired|Hand-strung' }),
        ],
      },
    ],
  },
  {
    name: 'Art',
    description: 'Tingatinga paintings, Shona stone sculpture, wire animals and prints from African studios.',
    pattern: 'art',
    makes: ['Original', 'Signed', 'Handcrafted'],
    tag: 'art',
    madeOf: 'worked in',
    subcategories: [
      {
        name: 'Paintings',
        divisions: [
          div('Tingatinga Paintings', 'Tingatinga Painting|Tingatinga Panel', 'Enamel on Canvas|Enamel on Board', 'of Savannah Birds|with Leopards at Dusk|of Village Life|with Baobab Tree', [2500, 28000], [0.4, 2], [100, 80, 3], 'tingatinga|painting|tanzania|wallart', { makes: 'Original|Hand-painted|Signed' }),
          div('Acrylic Landscapes', 'Landscape Painting|Diptych|Triptych', 'Acrylic on Canvas|Oil on Canvas', 'of Mount Kilimanjaro|of the Maasai Mara|of Lake Victoria at Dawn|of the Rift Valley', [4500, 60000], [0.6, 3], [120, 90, 4], 'painting|landscape|canvas|wallart', { makes: 'Original|Hand-painted|Signed' }),
          div('Ugandan Barkcloth Art', 'Barkcloth Painting|Barkcloth Wall Panel', 'Mutuba Barkcloth|Natural Barkcloth', 'with Crested Crane|with Drummers|in Earth Pigments', [1800, 12000], [0.3, 1], [110, 80, 1], 'barkcloth|painting|uganda|wallart', { makes: 'Original|Hand-painted|Signed' }),
        ],
      },
      {
        name: 'Sculpture',
        divisions: [
          div('Shona Stone Sculpture', 'Stone Sculpture|Abstract Figure|Mother and Child Sculpture', 'Serpentine|Springstone|Verdite', 'on Wooden Base|with Polished Finish|in Rough-and-smooth Style', [6000, 60000], [2, 12], [45, 25, 25], 'shona|sculpture|stone|zimbabwe', { makes: 'Hand-carved|Original|Signed' }),
          div('Bronze Figurines', 'Bronze Figurine|Bronze Head|Bronze Warrior', 'Lost-wax Bronze|Cast Bronze', 'in Benin Style|with Green Patina|on Stone Plinth', [5500, 48000], [1, 6], [35, 15, 15], 'bronze|sculpture|nigeria|benin', { makes: 'Hand-cast|Handcrafted|Signed' }),
        ],
      },
      {
        name: 'Wire & Recycled Art',
        divisions: [
          div('Wire Animals', 'Wire Giraffe|Wire Rhino|Wire Elephant|Wire Bicycle', 'Beaded Wire|Galvanised Wire|Copper Wire', 'with Beaded Pattern|in Life-like Pose|on Stand', [900, 9500], [0.2, 2], [60, 30, 60], 'wire|sculpture|beads|southafrica', { makes: 'Handmade|Hand-bent|Handcrafted' }),
          div('Flip-flop Sculptures', 'Flip-flop Whale|Flip-flop Turtle|Flip-flop Elephant', 'Recycled Flip-flop Rubber|Beach-cleaned Rubber', 'in Rainbow Layers|from Watamu Beach|in Ocean Colours', [1200, 14000], [0.3, 4], [60, 30, 30], 'flipflop|recycled|sculpture|kenya', { makes: 'Hand-carved|Handmade|Upcycled' }),
          div('Linocut Prints', 'Linocut Print|Relief Print|Print Set', 'Linocut on Paper|Handmade Paper', 'of Market Scenes|with Signed Edition|of Zanzibar Doors', [1500, 9000], [0.1, 0.5], [60, 45, 1], 'linocut|print|paper|wallart', { makes: 'Hand-printed|Signed|Original' }),
        ],
      },
    ],
  },
  {
    name: 'Home Deco',
    description: 'Woven wall plates, mud cloth cushions, gourd lamps and clay pots for an African home.',
    pattern: 'mudcloth',
    makes: ['Handmade', 'Handcrafted', 'Artisan-made'],
    tag: 'homedeco',
    subcategories: [
      {
        name: 'Wall Decor',
        divisions: [
          div('Woven Wall Plates', 'Wall Plate|Wall Basket Set|Wall Plate Trio', 'Sisal|Ilala Palm|Sweetgrass', 'in Ochre and Black|with Geometric Pattern|in Natural Tones', [1500, 9000], [0.2, 1.2], [50, 50, 5], 'wallplates|woven|walldecor|sisal', { makes: 'Hand-woven|Coil-woven' }),
          div('Decorative Masks', 'Wall Mask|Tribal Mask|Mask Pair', 'Mahogany|Mango Wood|Teak', 'with Cowrie Shells|with Painted Details|in Dark Patina', [1800, 15000], [0.5, 3], [50, 25, 12], 'mask|walldecor|wood|carved', { makes: 'Hand-carved|Hand-painted' }),
          div('Bone Inlay Mirrors', 'Wall Mirror|Round Mirror|Vanity Mirror', 'Bone Inlay|Camel Bone and Wood|Brass and Bone', 'with Lamu Patterns|in Swahili Style|with Carved Frame', [4500, 28000], [1, 5], [80, 60, 4], 'mirror|bone|walldecor|lamu', { makes: 'Handcrafted|Hand-inlaid' }),
        ],
      },
      {
        name: 'Cushions & Throws',
        divisions: [
          div('Mud Cloth Cushions', 'Cushion Cover|Floor Cushion|Lumbar Cushion', 'Mud Cloth|Bogolan Cotton', 'with Zip Closure|in Black and Cream|with Tassels', [1800, 6500], [0.2, 1.5], [60, 60, 15], 'mudcloth|cushion|homedeco|cotton', { makes: 'Handmade|Hand-stitched' }),
          div('Kuba Cloth Throws', 'Throw|Table Runner|Bed Runner', 'Raffia Kuba Cloth|Raffia', 'with Appliqué Patterns|in Natural Raffia|with Embroidered Panels', [3500, 22000], [0.5, 2], [200, 60, 1], 'kuba|raffia|throw|congo', { makes: 'Hand-woven|Hand-embroidered' }),
          div('Woven Blankets', 'Blanket|Throw Blanket|Picnic Blanket', 'Maasai Shuka|Wool|Cotton', 'in Red Check|with Fringe|in Blue Plaid', [1500, 8500], [0.6, 2], [200, 150, 1], 'shuka|blanket|throw|maasai', { makes: 'Hand-woven|Loom-woven' }),
        ],
      },
      {
        name: 'Lighting',
        divisions: [
          div('Gourd Lamps', 'Table Lamp|Pendant Lamp|Lantern', 'Carved Calabash|Gourd', 'with Pierced Patterns|with Warm Glow|in Natural Finish', [2500, 12000], [0.4, 2], [40, 40, 50], 'gourd|lamp|lighting|calabash', { makes: 'Hand-carved|Handmade' }),
          div('Woven Pendant Shades', 'Pendant Shade|Lampshade|Ceiling Shade', 'Sisal|Raffia|Bamboo', 'with Open Weave|in Two Tones|in Large Dome Shape', [2200, 11000], [0.3, 1.5], [60, 60, 40], 'pendant|lighting|woven|sisal', { makes: 'Hand-woven|Handmade' }),
          div('Brass Lanterns', 'Lantern|Hanging Lantern|Candle Lantern', 'Pierced Brass|Copper and Glass', 'in Moroccan Style|with Coloured Glass|with Star Cut-outs', [3500, 18000], [0.8, 4], [30, 30, 60], 'lantern|brass|morocco|lighting', { makes: 'Hand-pierced|Handcrafted|Hand-hammered' }),
        ],
      },
      {
        name: 'Ceramics & Tableware',
        divisions: [
          div('Clay Pots', 'Water Pot|Planter|Cooking Pot', 'Terracotta|Burnished Clay|Red Clay', 'with Incised Bands|in Smoke-fired Finish|with Lid', [900, 7500], [1, 6], [40, 40, 45], 'pottery|clay|terracotta|kenya', { makes: 'Hand-thrown|Hand-coiled|Handmade' }),
          div('Hand-painted Plates', 'Serving Plate|Dinner Plate Set|Platter', 'Glazed Ceramic|Stoneware|Earthenware', 'with Safi Patterns|in Cobalt Blue|with Fish Motif', [1200, 8000], [0.6, 3], [35, 35, 5], 'ceramic|plate|tableware|morocco', { makes: 'Hand-painted|Handmade' }),
          div('Stoneware Mugs', 'Mug|Mug Pair|Espresso Cup Set', 'Stoneware|Glazed Clay', 'with Speckled Glaze|in Indigo Drip|with Kazuri Finish', [800, 3500], [0.3, 1.2], [12, 12, 11], 'mug|ceramic|tableware|stoneware', { makes: 'Hand-thrown|Wheel-thrown|Handmade' }),
        ],
      },
    ],
  },
  {
    name: 'Leather Goods',
    description: 'Weekenders, totes, sandals and wallets cut and stitched by hand from vegetable-tanned hides.',
    pattern: 'leather',
    makes: ['Handmade', 'Hand-stitched', 'Handcrafted', 'Hand-tooled', 'Artisan-made'],
    tag: 'leather',
    subcategories: [
      {
        name: 'Bags',
        divisions: [
          div('Leather Weekenders', 'Weekender Bag|Duffel Bag|Travel Holdall', 'Full-grain Leather|Vegetable-tanned Leather|Canvas and Leather', 'with Brass Buckles|with Kikoi Lining|with Shoulder Strap', [9500, 38000], [1.2, 2.5], [55, 30, 30], 'weekender|leather|bag|travel'),
          div('Leather Tote Bags', 'Tote Bag|Shopper Tote|Market Tote', 'Vegetable-tanned Leather|Soft Leather|Leather and Kente', 'with Beaded Handles|with Inside Pocket|in Cognac Brown', [4500, 18000], [0.6, 1.5], [45, 15, 35], 'tote|leather|bag|handbag', { womens: true }),
          div('Crossbody Bags', 'Crossbody Bag|Saddle Bag|Mini Satchel', 'Full-grain Leather|Suede|Leather and Ankara', 'with Maasai Bead Strap|with Adjustable Strap|in Tan', [3500, 14000], [0.3, 0.9], [25, 8, 20], 'crossbody|leather|bag|handbag', { womens: true }),
        ],
      },
      {
        name: 'Footwear',
        divisions: [
          div('Maasai Sandals', 'Sandals|Slide Sandals|Thong Sandals', 'Leather and Beads|Recycled Tyre and Leather', 'with Beaded Straps|with Akala Soles|in Rainbow Beadwork', [1200, 5500], [0.4, 0.9], [28, 11, 4], 'sandals|maasai|leather|footwear', { womens: true, makes: 'Handmade|Hand-beaded|Hand-stitched' }),
          div('Babouche Slippers', 'Babouche Slippers|Pointed Slippers|House Slippers', 'Goat Leather|Soft Leather', 'in Saffron Yellow|with Embroidery|from Fes Tanneries', [1800, 6500], [0.3, 0.6], [28, 10, 8], 'babouche|slippers|morocco|leather'),
        ],
      },
      {
        name: 'Small Leather Goods',
        divisions: [
          div('Wallets', 'Bifold Wallet|Card Holder|Travel Wallet', 'Full-grain Leather|Vegetable-tanned Leather', 'with Hand-stitched Edges|with Kente Lining|in Dark Brown', [1200, 5500], [0.05, 0.2], [12, 10, 2], 'wallet|leather|accessories|men'),
          div('Leather Belts', 'Belt|Beaded Belt|Dress Belt', 'Full-grain Leather|Leather and Beads', 'with Brass Buckle|with Maasai Beadwork|in Black', [1500, 6500], [0.2, 0.5], [120, 4, 1], 'belt|leather|accessories|maasai'),
          div('Passport Covers', 'Passport Cover|Travel Organiser|Journal Cover', 'Vegetable-tanned Leather|Tooled Leather', 'with Embossed Map|with Pen Loop|in Natural Tan', [900, 4500], [0.05, 0.3], [22, 15, 2], 'passport|leather|travel|journal'),
        ],
      },
      {
        name: 'Leather Home',
        divisions: [
          div('Leather Poufs', 'Pouf|Ottoman|Floor Pouf', 'Moroccan Goat Leather|Camel Leather', 'with Embroidered Top|in Cognac|with Stitched Pattern', [6500, 24000], [1, 3], [55, 55, 35], 'pouf|leather|morocco|homedeco'),
          div('Leather Baskets', 'Storage Basket|Log Basket|Magazine Holder', 'Leather and Sisal|Woven Leather', 'with Leather Handles|in Two Tones|with Brass Studs', [3500, 12000], [0.6, 2], [45, 35, 40], 'storage|leather|basket|woven', { makes: 'Hand-woven|Handmade' }),
        ],
      },
    ],
  },
  {
    name: 'Baskets',
    description: 'Kiondo, Bolga, Agaseke and Zulu baskets woven from sisal, elephant grass and ilala palm.',
    pattern: 'rings',
    makes: ['Hand-woven', 'Handmade', 'Coil-woven', 'Hand-plaited', 'Hand-twined'],
    tag: 'baskets',
    subcategories: [
      {
        name: 'Kiondo',
        divisions: [
          div('Sisal Kiondo', 'Kiondo Basket|Kiondo Bag|Kiondo Market Basket', 'Sisal|Dyed Sisal|Natural Sisal', 'with Leather Straps|with Beaded Trim|in Kamba Stripes|with Drawstring Lining', [1500, 6500], [0.3, 0.8], [35, 20, 30], 'kiondo|sisal|basket|kenya', { womens: true, makes: 'Hand-woven|Hand-twined|Handmade' }),
          div('Leather-trim Kiondo', 'Kiondo Basket|Kiondo Tote|Kiondo Shoulder Bag', 'Sisal and Leather|Sisal', 'with Long Leather Handles|with Leather Base|in Ochre and Black', [2500, 8500], [0.4, 1], [40, 20, 35], 'kiondo|sisal|leather|basket', { womens: true, makes: 'Hand-woven|Hand-twined|Handmade' }),
          div('Baobab Kiondo', 'Kiondo Basket|Mini Kiondo|Kiondo Basket Set', 'Baobab Fibre|Baobab and Sisal', 'with Leather Straps|in Natural Tones|with Zip Pouch', [1800, 7000], [0.3, 0.9], [35, 20, 30], 'kiondo|baobab|basket|kenya', { womens: true, makes: 'Hand-woven|Hand-twined|Handmade' }),
        ],
      },
      {
        name: 'Bolga Baskets',
        divisions: [
          div('Bolga Market Baskets', 'Market Basket|Bolga Basket|Round Basket', 'Elephant Grass|Veta Vera Grass', 'with Leather-wrapped Handle|in Indigo and Natural|with Woven Stripes', [2500, 9000], [0.6, 1.5], [45, 45, 40], 'bolga|basket|ghana|grass'),
          div('Bolga Shopper Baskets', 'Shopper Basket|Tote Basket|Beach Basket', 'Elephant Grass|Dyed Straw', 'with Leather Handles|in Pink and Green|with Lid', [2200, 8000], [0.5, 1.2], [40, 20, 35], 'bolga|basket|tote|grass', { womens: true }),
          div('Bolga Hand Fans', 'Hand Fan|Fan Set|Wall Fan', 'Elephant Grass|Straw and Leather', 'with Leather Handle|in Bright Colours|as Wall Decor', [500, 2500], [0.1, 0.4], [40, 30, 2], 'bolga|fan|grass|ghana'),
        ],
      },
      {
        name: 'Agaseke',
        divisions: [
          div('Peace Baskets', 'Peace Basket|Agaseke Basket|Lidded Basket', 'Sisal and Sweetgrass|Sweetgrass|Papyrus', 'with Pointed Lid|in Zigzag Pattern|in Black and Natural', [1500, 9500], [0.2, 0.8], [25, 25, 40], 'agaseke|basket|rwanda|sweetgrass'),
          div('Agaseke Bowls', 'Fruit Bowl|Bread Basket|Bowl Set', 'Sisal|Sweetgrass and Sisal', 'in Coral and Gold|with Spiral Pattern|in Natural Tones', [1200, 6000], [0.2, 0.6], [35, 35, 12], 'agaseke|bowl|rwanda|sisal'),
        ],
      },
      {
        name: 'Southern African Baskets',
        divisions: [
          div('Zulu Ilala Baskets', 'Ilala Basket|Ukhamba Beer Basket|Lidded Pot Basket', 'Ilala Palm|Ilala Palm and Natural Dyes', 'with Triangle Pattern|with Watertight Weave|in Earth Dyes', [3500, 28000], [0.4, 1.5], [35, 35, 40], 'zulu|ilala|basket|southafrica'),
          div('Binga Wall Baskets', 'Binga Basket|Winnowing Basket|Wall Basket', 'Ilala Palm|Palm and Bark Dye', 'in Tonga Style|with Starburst Pattern|in Deep Brown', [2500, 12000], [0.3, 1], [60, 60, 8], 'binga|basket|zimbabwe|walldecor'),
          div('Telephone Wire Bowls', 'Wire Bowl|Wire Platter|Wire Basket', 'Telephone Wire|Recycled Copper Wire', 'in Imbenge Style|in Bright Spiral|with Zulu Pattern', [1800, 15000], [0.2, 1], [35, 35, 8], 'wire|bowl|zulu|recycled', { makes: 'Hand-woven|Handmade' }),
        ],
      },
    ],
  },
  {
    name: 'Beadwork',
    description: 'Maasai, Zulu and Ndebele beadwork: belts, dolls, coasters and love letters in glass beads.',
    pattern: 'beadrows',
    makes: ['Hand-beaded', 'Handmade', 'Bead-woven', 'Handcrafted', 'Artisan-made'],
    tag: 'beadwork',
    subcategories: [
      {
        name: 'Maasai Beadwork',
        divisions: [
          div('Beaded Belts', 'Beaded Belt|Warrior Belt|Wide Belt', 'Glass Bead and Leather|Seed Bead', 'with Shield Pattern|in Red and White|with Leather Tie', [1800, 7500], [0.2, 0.5], [110, 6, 1], 'maasai|belt|beads|beadwork'),
          div('Beaded Keyrings', 'Keyring|Bag Charm|Keyring Set', 'Glass Bead|Seed Bead and Leather', 'in Giraffe Shape|with Flag Colours|with Tassel', [250, 1200], [0.01, 0.05], [12, 4, 1], 'maasai|keyring|beads|gift'),
          div('Beaded Dog Collars', 'Dog Collar|Dog Lead|Collar and Lead Set', 'Leather and Bead|Seed Bead', 'with Brass Buckle|in Savannah Colours|with Name Tag Ring', [1200, 5000], [0.1, 0.4], [60, 4, 1], 'maasai|collar|beads|pets'),
        ],
      },
      {
        name: 'Zulu Beadwork',
        divisions: [
          div('Love Letter Beads', 'Love Letter Necklace|Ucu Bracelet|Love Letter Panel', 'Glass Bead|Seed Bead', 'with Coded Colours|in White and Blue|with Fringe', [700, 4500], [0.02, 0.15], [40, 8, 1], 'zulu|beads|necklace|southafrica', { womens: true }),
          div('Beaded Dolls', 'Beaded Doll|Fertility Doll|Doll Pair', 'Glass Bead and Cloth|Seed Bead', 'in Bridal Dress|with Beaded Headdress|in Traditional Colours', [1500, 9500], [0.2, 0.8], [35, 12, 10], 'zulu|doll|beads|southafrica'),
        ],
      },
      {
        name: 'Beaded Home',
        divisions: [
          div('Beaded Coasters', 'Coaster Set|Round Coasters|Square Coasters', 'Glass Bead|Seed Bead and Wire', 'in Kente Colours|with Cork Backing|in Ocean Blues', [600, 2800], [0.1, 0.4], [11, 11, 1], 'coasters|beads|tableware|gift'),
          div('Beaded Bowls', 'Beaded Bowl|Trinket Dish|Fruit Bowl', 'Glass Bead and Wire|Seed Bead', 'in Spiral Pattern|with Gold Rim|in Sunset Colours', [1200, 7500], [0.2, 0.9], [30, 30, 10], 'bowl|beads|homedeco|wire'),
          div('Beaded Table Mats', 'Table Mat Set|Placemat|Table Runner', 'Glass Bead|Beads and Sisal', 'in Geometric Pattern|with Fringe|in Earth Tones', [1500, 8500], [0.3, 1.2], [45, 35, 1], 'placemat|beads|tableware|homedeco'),
        ],
      },
      {
        name: 'Ndebele Beadwork',
        divisions: [
          div('Ndebele Dolls', 'Ndebele Doll|Bride Doll|Doll Set', 'Glass Bead and Cloth|Beaded Grass', 'with Neck Rings|in Bold Geometric Colours|with Beaded Blanket', [1800, 9000], [0.2, 0.8], [35, 12, 10], 'ndebele|doll|beads|southafrica'),
          div('Ndebele Neck Rings', 'Neck Ring|Beaded Hoop|Neck Ring Set', 'Glass Bead and Wire|Seed Bead', 'in Geometric Pattern|in Green and Yellow|with Brass Core', [1200, 6000], [0.1, 0.4], [25, 25, 3], 'ndebele|necklace|beads|collar', { womens: true }),
        ],
      },
    ],
  },
  {
    name: 'Carvings',
    description: 'Kisii soapstone, Makonde ebony, Akamba wood and olive wood carved by hand.',
    pattern: 'woodgrain',
    makes: ['Hand-carved', 'Handcrafted', 'Hand-polished', 'Handmade', 'Artisan-carved'],
    tag: 'carvings',
    subcategories: [
      {
        name: 'Soapstone',
        divisions: [
          div('Kisii Soapstone', 'Elephant Sculpture|Hippo Figurine|Trinket Box|Candle Holder', 'Kisii Soapstone|Pink Soapstone|Grey Soapstone', 'with Etched Motifs|in Natural Finish|with Painted Kisii Patterns', [600, 6500], [0.2, 1.5], [20, 12, 15], 'soapstone|kisii|carving|kenya'),
          div('Soapstone Bowls', 'Nesting Bowls|Serving Bowl|Ring Dish', 'Kisii Soapstone|White Soapstone', 'with Carved Leaf Pattern|in Pastel Colours|with Polished Finish', [700, 5500], [0.3, 2], [25, 25, 10], 'soapstone|bowl|kisii|tableware'),
          div('Soapstone Chess Sets', 'Chess Set|Bao Board|Game Set', 'Soapstone|Two-tone Soapstone', 'with Animal Pieces|with Inlaid Board|in Black and White', [3500, 18000], [1, 4], [40, 40, 8], 'soapstone|chess|game|kisii'),
        ],
      },
      {
        name: 'Wood Carvings',
        divisions: [
          div('Makonde Sculptures', 'Tree of Life Sculpture|Ujamaa Sculpture|Shetani Figure', 'Ebony|African Blackwood|Mpingo Wood', 'in Polished Finish|with Interlocking Figures|on Stand', [4500, 55000], [1, 8], [60, 20, 20], 'makonde|ebony|sculpture|tanzania'),
          div('Akamba Animal Carvings', 'Giraffe Carving|Elephant Carving|Lion Carving|Rhino Carving', 'Mahogany|Jacaranda Wood|Mango Wood', 'in Pair|with Burnt Markings|in Natural Grain', [800, 12000], [0.3, 5], [60, 20, 25], 'akamba|wood|animals|kenya'),
          div('Wooden Stools', 'Three-legged Stool|Headrest|Ashanti Stool', 'Mahogany|Sese Wood|Teak', 'in Akan Style|with Carved Base|in Dark Finish', [3500, 24000], [2, 7], [45, 30, 40], 'stool|wood|furniture|ghana'),
        ],
      },
      {
        name: 'Ceremonial Masks',
        divisions: [
          div('Baule Masks', 'Portrait Mask|Dance Mask|Mask', 'Sese Wood|Hardwood', 'with Braided Coiffure|in Aged Patina|on Stand', [3500, 28000], [0.5, 2.5], [45, 20, 12], 'baule|mask|wood|ivorycoast'),
          div('Chokwe Masks', 'Mwana Pwo Mask|Dance Mask', 'Hardwood|Wood and Fibre', 'with Scarification Motifs|with Raffia Beard|in Red Patina', [4500, 32000], [0.5, 2.5], [40, 22, 15], 'chokwe|mask|wood|angola'),
        ],
      },
      {
        name: 'Kitchen Woodware',
        divisions: [
          div('Olive Wood Bowls', 'Salad Bowl|Serving Bowl|Nut Bowl', 'Olive Wood|Wild Olive Wood', 'with Natural Edge|in Oiled Finish|with Beaded Rim', [1200, 7500], [0.3, 1.5], [35, 35, 12], 'olivewood|bowl|kitchen|kenya'),
          div('Salad Servers', 'Salad Servers|Serving Spoons|Spoon and Fork Set', 'Olive Wood|Mahogany|Bone and Wood', 'with Animal Handles|with Beaded Handles|with Bone Inlay', [600, 3500], [0.1, 0.4], [32, 8, 3], 'servers|wood|kitchen|olivewood'),
          div('Cooking Spoons', 'Mwiko Stirring Stick|Cooking Spoon Set|Spatula', 'Olive Wood|Neem Wood', 'in Set of Three|with Hanging Loop|in Natural Finish', [400, 2200], [0.1, 0.4], [35, 7, 3], 'mwiko|spoon|kitchen|wood'),
        ],
      },
    ],
  },
];
