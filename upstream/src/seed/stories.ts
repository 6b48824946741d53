// Stories (blog posts): six blog categories, each with posts about ten craft traditions, written as
// real HTML composed from what is known about each craft.
import { slugify } from './catalogue';
import { STORY_IMAGE_COUNT, storyImagePath } from './images';
import type { Random } from './random';

export const BLOG_CATEGORIES = ['Artisan Stories', 'Craft Traditions', 'Sustainability', 'Style Guides', 'Behind the Scenes', 'Community'];

interface CraftFacts {
  /** As in a title: 'Kiondo Baskets'. */
  name: string;
  /** As in a sentence: 'kiondo baskets'. */
  lower: string;
  place: string;
  makers: string;
  artisan: string;
  town: string;
  history: string;
  material: string;
  steps: string[];
  quote: string;
  care: string;
  style: string;
  sustainability: string;
  community: string;
}

const CRAFTS: CraftFacts[] = [
  {
    name: 'Kiondo Baskets',
    lower: 'kiondo baskets',
    place: 'Kitui and Machakos in eastern Kenya',
    makers: 'Akamba women',
    artisan: 'Mwende Musyoka',
    town: 'Kitui',
    history:
      'The kiondo began as a farm bag for carrying maize, beans and firewood, and became one of Kenya’s best-known exports in the 1970s, when visitors to Nairobi carried them home by the thousand.',
    material:
      'Weavers strip the long leaves of the sisal plant, soak and beat them to free the fibre, then roll it into twine against the thigh before dyeing it with bark, roots or modern fast colours.',
    steps: [
      'Harvest and dry the sisal leaves',
      'Roll the fibre into a fine two-ply twine',
      'Dye the twine in small batches',
      'Twine the basket upwards from a round base',
      'Stitch on leather straps and a lining',
    ],
    quote: 'A kiondo is never finished in one sitting. You carry it with you, to church, to the market, and you weave while you talk.',
    care: 'If a kiondo loses its shape, a little steam and a stuffing of newspaper bring it back overnight.',
    style: 'A kiondo works as a market bag, a beach bag and, filled with plants or blankets, as storage that looks good on a shelf.',
    sustainability: 'Sisal needs little water, grows on dry land where food crops struggle, and the finished basket is fully biodegradable.',
    community: 'Weaving groups in Kitui pool their orders so that a single large sale pays school fees for dozens of families.',
  },
  {
    name: 'Kente Cloth',
    lower: 'kente cloth',
    place: 'Bonwire and the Volta Region of Ghana',
    makers: 'Asante and Ewe weavers',
    artisan: 'Kwabena Asante',
    town: 'Bonwire',
    history:
      'Kente was once reserved for Asante royalty, and each pattern still carries a name and a proverb, from Adweneasa, “my skill is exhausted”, to Sika Futuro, “gold dust”.',
    material: 'It is woven on a narrow horizontal strip loom, in bands about ten centimetres wide, which are then sewn edge to edge into a full cloth.',
    steps: [
      'Choose the pattern and its proverb',
      'Wind the warp threads in the chosen colours',
      'Weave narrow strips on the treadle loom',
      'Match and sew the strips edge to edge',
      'Finish the ends by hand',
    ],
    quote: 'When you wear kente you are wearing a sentence. People who know the patterns can read you.',
    care: 'Kente should be dry cleaned or hand washed cold, and folded rather than hung so the strips do not stretch.',
    style: 'A kente stole over a plain dark outfit is the classic look; in the home, a strip makes a striking table runner.',
    sustainability: 'Weavers increasingly use cotton grown in northern Ghana, shortening the supply chain and keeping more value in the country.',
    community: 'In Bonwire, apprentices learn at the looms of master weavers, and the village’s weaving centre shares orders among families.',
  },
  {
    name: 'Kisii Soapstone',
    lower: 'Kisii soapstone',
    place: 'the Tabaka hills of western Kenya',
    makers: 'Abagusii carvers',
    artisan: 'Evans Nyakundi',
    town: 'Tabaka',
    history:
      'Soapstone has been carved in the Kisii highlands for generations, first for bowls and pipes, and since the 1950s for the animals, chess sets and abstract pieces sold around the world.',
    material: 'The stone is soft enough to shape with knives and files, and comes out of the hill in pink, cream, grey and almost black seams.',
    steps: [
      'Quarry the stone by hand',
      'Rough out the shape with a panga',
      'Carve the detail with knives and files',
      'Sand it with water and fine paper',
      'Polish with wax, or paint and etch the surface',
    ],
    quote: 'The stone tells you what it wants to be. A crack here, a pink line there, and the elephant becomes a hippo.',
    care: 'Soapstone is soft: keep it away from hard knocks, and rub in a little beeswax if the surface looks dull.',
    style: 'Small soapstone bowls make elegant ring dishes, and a group of three animals in different stones brightens any shelf.',
    sustainability: 'Carvers work offcuts into small pieces and beads, and cooperatives are replanting the hillsides around the quarries.',
    community: 'Around Tabaka nearly every household is connected to the stone, from quarrying and carving to washing, polishing and packing.',
  },
  {
    name: 'Maasai Beadwork',
    lower: 'Maasai beadwork',
    place: 'Kajiado and Narok in southern Kenya',
    makers: 'Maasai women',
    artisan: 'Naserian Sankale',
    town: 'Narok',
    history:
      'Beadwork has long marked age, marriage and status among the Maasai; glass beads arrived with traders in the nineteenth century and replaced seeds, bone and clay.',
    material: 'Beaders work with glass seed beads, threading them on wire or stitching them to leather in rows that build up the pattern.',
    steps: [
      'Sort the beads by colour',
      'Cut and shape the leather or wire base',
      'Thread the rows following the pattern',
      'Stitch on fringes and drops',
      'Fit the clasp or tie',
    ],
    quote: 'Red is for bravery, blue for the sky that brings rain, green for the land. My grandmother taught me the colours before she taught me the needle.',
    care: 'Keep beadwork dry and store it flat so that the threads keep their tension.',
    style: 'One bold collar with a plain linen dress is enough; stacked beaded bracelets suit everyday wear.',
    sustainability: 'More and more groups use recycled glass beads from Kenya and Ghana rather than imported plastic ones.',
    community: 'Beading groups meet under the same acacia every week, and many have opened savings schemes with their earnings.',
  },
  {
    name: 'Bolga Baskets',
    lower: 'Bolga baskets',
    place: 'Bolgatanga in northern Ghana',
    makers: 'Frafra weavers',
    artisan: 'Akolgo Atanga',
    town: 'Bolgatanga',
    history: 'Bolga baskets take their name from the market town of Bolgatanga, where weavers from surrounding villages have sold them for generations.',
    material: 'They are woven from veta vera, an elephant grass that is split, twisted, dyed and woven while damp so that it sets hard as it dries.',
    steps: [
      'Split the elephant grass stems',
      'Twist the strands into a firm cord',
      'Dye the cords in bright colours',
      'Weave the base and walls while damp',
      'Wrap the handle in goat leather',
    ],
    quote: 'Give me a morning and a bundle of straw and you will have a basket that carries yams for twenty years.',
    care: 'If a Bolga basket gets misshapen, dip it briefly in water, reshape it and let it dry in the sun.',
    style: 'A Bolga shopper goes from market to beach; larger ones make handsome laundry and toy baskets.',
    sustainability: 'Veta vera grows wild in the wetlands, and weaving gives farming families an income in the long dry season.',
    community: 'Weaving cooperatives around Bolgatanga buy grass in bulk and sell directly, cutting out middlemen.',
  },
  {
    name: 'Makonde Carving',
    lower: 'Makonde carving',
    place: 'the Makonde plateau of southern Tanzania and northern Mozambique',
    makers: 'Makonde sculptors',
    artisan: 'Saidi Mwakyusa',
    town: 'Mtwara',
    history:
      'Makonde carvers became famous in Dar es Salaam in the 1950s and 60s for shetani spirit figures and the towering Ujamaa sculptures of interlocking people.',
    material: 'Most pieces are carved from African blackwood, or mpingo, one of the densest woods in the world, with its pale sapwood left as a contrast.',
    steps: [
      'Select a seasoned log of mpingo',
      'Block out the figure with an adze',
      'Carve the details with chisels',
      'Smooth it with files and sandpaper',
      'Polish it to a deep shine',
    ],
    quote: 'An Ujamaa carving is one family in one tree. Nobody stands alone in it.',
    care: 'Keep blackwood away from radiators and direct sun, and feed it with a little wax once a year.',
    style: 'A single Makonde figure on a plinth gives a room a focal point; smaller shetani pieces work well in a group.',
    sustainability: 'Community forestry projects now certify mpingo so that carvers can prove their wood was harvested sustainably.',
    community: 'The carving cooperatives of Mwenge in Dar es Salaam have trained three generations of sculptors.',
  },
  {
    name: 'Tingatinga Painting',
    lower: 'Tingatinga painting',
    place: 'Dar es Salaam in Tanzania',
    makers: 'Tingatinga painters',
    artisan: 'Neema Mushi',
    town: 'Dar es Salaam',
    history:
      'The style was started in the late 1960s by Edward Saidi Tingatinga, who painted animals in bicycle enamel on squares of ceiling board and sold them by the roadside.',
    material: 'Painters still use glossy enamel paints, laid down in flat layers with fine outlines and patterns of dots.',
    steps: [
      'Prime the canvas or board',
      'Paint the background in a single flat colour',
      'Block in the animals and trees',
      'Add outlines, patterns and dots',
      'Varnish the finished piece',
    ],
    quote: 'We paint the animals the way children see them: bright, proud and a little bit funny.',
    care: 'Hang Tingatinga paintings out of direct sun and dust them with a soft dry brush.',
    style: 'A Tingatinga canvas brings colour to a children’s room or a white wall; two small ones make a lively pair.',
    sustainability: 'The cooperative recycles paint tins and sources board from local timber offcuts.',
    community: 'The Tingatinga Arts Cooperative in Dar es Salaam trains young painters and runs an open studio for visitors.',
  },
  {
    name: 'Mud Cloth',
    lower: 'mud cloth',
    place: 'the Ségou and San regions of Mali',
    makers: 'Bamana dyers',
    artisan: 'Aminata Traoré',
    town: 'Ségou',
    history: 'Bogolanfini, or mud cloth, was traditionally worn by hunters and by women after childbirth, its symbols believed to protect the wearer.',
    material:
      'Hand-spun cotton strips are dyed yellow in a bath of leaves, then painted with fermented river mud that reacts with the dye to leave a deep black.',
    steps: [
      'Weave and sew the cotton strips',
      'Soak the cloth in a leaf dye bath',
      'Paint the patterns in fermented mud',
      'Wash off the mud and repeat',
      'Bleach the background with soap and caustic',
    ],
    quote: 'Every sign on the cloth is a word. A crocodile, a calabash, a path: the cloth is a story you can wrap yourself in.',
    care: 'Mud cloth should be washed by hand in cold water with mild soap and dried flat in the shade.',
    style: 'Mud cloth cushions and throws bring quiet pattern to a neutral room, and a single panel makes a striking wall hanging.',
    sustainability: 'The dyes come from leaves, bark and river mud, and the cotton is grown and spun in Mali.',
    community: 'Women’s dye collectives in Ségou share workshops and sell directly to designers and shops abroad.',
  },
  {
    name: 'Moroccan Leather',
    lower: 'Moroccan leather',
    place: 'the tanneries of Fes and Marrakech',
    makers: 'Moroccan leather workers',
    artisan: 'Youssef Benali',
    town: 'Fes',
    history:
      'The Chouara tannery in Fes has worked leather in the same stone vats for close to a thousand years, supplying the city’s bag, pouf and babouche makers.',
    material: 'Hides are softened in lime and pigeon droppings, then dyed in vats of natural colours: poppy red, indigo, henna orange and saffron yellow.',
    steps: [
      'Soak and clean the hides',
      'Soften them in the lime vats',
      'Dye them in natural colours',
      'Dry them on the rooftops',
      'Cut, stitch and embroider the pieces',
    ],
    quote: 'My father taught me that the leather is alive until it is sewn. Rush it and it will crack.',
    care: 'Feed Moroccan leather with a natural balm a couple of times a year and keep it away from heat.',
    style: 'A pair of leather poufs makes extra seating that packs away; babouche slippers are the best house shoes you will own.',
    sustainability: 'Tanneries are slowly replacing chrome tanning with plant-based methods and treating their water.',
    community: 'Whole neighbourhoods of the medina live from leather, from tanners to cutters, stitchers and embroiderers.',
  },
  {
    name: 'Agaseke Peace Baskets',
    lower: 'agaseke peace baskets',
    place: 'Kigali and the hills of Rwanda',
    makers: 'Rwandan women weavers',
    artisan: 'Uwase Mukamana',
    town: 'Huye',
    history:
      'The agaseke, a lidded basket once given as a wedding gift, became a symbol of reconciliation after 1994, when women from both sides of the conflict wove together.',
    material: 'Weavers wrap sisal around bundles of sweetgrass in tight coils, working in fine stitches that build up zigzag and triangle patterns.',
    steps: [
      'Prepare the sweetgrass bundles',
      'Dye the sisal in natural and bright colours',
      'Coil and stitch the base',
      'Build the walls and the pointed lid',
      'Finish the rim with a tight wrap',
    ],
    quote: 'When we started weaving together we did not speak. By the tenth basket we were sisters.',
    care: 'Dust agaseke baskets with a soft brush; they are too fine to wash.',
    style: 'A cluster of agaseke in different sizes on a wall or a shelf is a classic Rwandan display.',
    sustainability: 'Sweetgrass and sisal grow on the same farms as the weavers’ food crops, with no irrigation needed.',
    community: 'Weaving cooperatives across Rwanda now employ thousands of women and fund health insurance for their members.',
  },
];

interface TitleMaker {
  title(c: CraftFacts): string;
  body(c: CraftFacts, rng: Random): string[];
}

// Verb agreement: 'Kiondo Baskets are', 'Kente Cloth is'.
const are = (c: CraftFacts) => (c.name.endsWith('s') ? 'are' : 'is');
const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const quote = (text: string, who: string) => `<blockquote><p>${text}</p><footer>${who}</footer></blockquote>`;

const STORY_KINDS: Record<string, TitleMaker> = {
  'Artisan Stories': {
    title: (c) => `Meet ${c.artisan}: ${c.name} from ${c.town}`,
    body: (c) => [
      p(
        `In ${c.town}, ${c.artisan} starts work early, before the heat of the day. Like many ${c.makers}, ${c.artisan.split(' ')[0]} learned the craft of ${c.lower} at home, watching older relatives at work.`,
      ),
      h2('Where it began'),
      p(c.history),
      quote(c.quote, c.artisan),
      h2('The work today'),
      p(c.material),
      p(`${c.community} For ${c.artisan.split(' ')[0]}, selling online means orders arrive all year round, not only in the tourist season.`),
    ],
  },
  'Craft Traditions': {
    title: (c) => `${c.name}: The History and Meaning of a Craft Tradition`,
    body: (c, rng) => [
      p(`${c.name} ${c.name.endsWith('s') ? 'come' : 'comes'} from ${c.place}, where ${c.makers} have practised the craft for generations.`),
      p(c.history),
      h2('How it is made'),
      p(c.material),
      ul(c.steps),
      ...(rng.chance(0.5) ? [quote(c.quote, c.artisan)] : []),
      h2('Looking after it'),
      p(c.care),
    ],
  },
  Sustainability: {
    title: (c) => `Made to Last: ${c.name} and the Environment`,
    body: (c) => [
      p(`Handmade goods are often the most sustainable thing in a home, and ${c.lower} ${are(c)} a good example.`),
      p(c.sustainability),
      h2('Materials close to home'),
      p(c.material),
      p(`A well-made piece lasts for decades. ${c.care}`),
      h2('Why it matters'),
      p(`Buying direct from ${c.makers} keeps the value of the work in the communities that make it. ${c.community}`),
    ],
  },
  'Style Guides': {
    title: (c) => `How to Style ${c.name} at Home and on the Go`,
    body: (c, rng) => [
      p(`${c.name} ${are(c)} easy to live with once you know a few tricks.`),
      h2('Three ways to use it'),
      p(c.style),
      ul(
        rng.sample(
          [
            'Let one handmade piece be the star and keep the rest of the room simple',
            'Mix textures: grass, wood, leather and cloth',
            'Group pieces in odd numbers',
            'Pick up one colour from the pattern in a cushion or a scarf',
            'Use it every day: handmade things are meant to be handled',
          ],
          3,
        ),
      ),
      h2('Caring for it'),
      p(c.care),
      p(`Each piece is made by ${c.makers} in ${c.place}, so no two are exactly alike.`),
    ],
  },
  'Behind the Scenes': {
    title: (c) => `A Day in the Workshop: Making ${c.name}`,
    body: (c) => [
      p(`We spent a day with ${c.artisan} in ${c.town} to see how ${c.lower} ${are(c)} made, from raw material to finished piece.`),
      h2('Step by step'),
      ul(c.steps),
      p(c.material),
      quote(c.quote, c.artisan),
      h2('From the workshop to your door'),
      p(
        'Finished pieces are checked, photographed and wrapped in recycled paper in the workshop, then collected by our courier. Orders to Nairobi arrive in two days; to the US, in five to seven.',
      ),
    ],
  },
  Community: {
    title: (c) => `How ${c.name} ${c.name.endsWith('s') ? 'Support' : 'Supports'} Families in ${c.town}`,
    body: (c) => [
      p(c.community),
      h2('More than an income'),
      p(`For many ${c.makers}, the craft is a way to earn at home, around farm work and family life. ${c.history}`),
      quote(c.quote, c.artisan),
      h2('What your order does'),
      p(`Every sale is paid to the maker upfront, and part of our commission funds training for young ${c.makers.split(' ').pop()} in ${c.town}.`),
    ],
  },
};

/** The opening paragraphs as plain text, cut at a word before 155 characters (a search snippet's length). */
function summarise(html: string): string {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]);
  let text = paragraphs[0] ?? '';
  for (let i = 1; text.length < 100 && i < paragraphs.length; i += 1) text = `${text} ${paragraphs[i]}`;
  return text.length <= 155 ? text : `${text.slice(0, text.lastIndexOf(' ', 154))}…`;
}

export interface StorySeed {
  slug: string;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string;
  altText: string;
  category: string;
  /** 'admin' or 'seller': whose demo account wrote it. */
  author: 'admin' | 'seller';
  daysAgo: number;
}

/** Six posts per blog category, each about a different craft: 36 stories. */
export function generateStories(rng: Random): StorySeed[] {
  const stories: StorySeed[] = [];
  for (let row = 0; row < 6; row += 1) {
    BLOG_CATEGORIES.forEach((category, c) => {
      const craft = CRAFTS[(c + row * 3) % CRAFTS.length];
      const kind = STORY_KINDS[category];
      const title = kind.title(craft);
      const n = stories.length;
      const content = kind.body(craft, rng).join('\n');
      stories.push({
        slug: slugify(title),
        title,
        content,
        metaTitle: `${title} | Crafts Marketplace Stories`,
        metaDescription: summarise(content),
        featuredImage: storyImagePath((n % STORY_IMAGE_COUNT) + 1),
        altText: `Pattern inspired by ${craft.lower} from ${craft.town}`,
        category,
        author: n % 3 === 0 ? 'seller' : 'admin',
        daysAgo: n * 9 + rng.int(0, 6),
      });
    });
  }
  return stories;
}
