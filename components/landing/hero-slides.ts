// The hero carousel's three default slides (spec section 2), each leading to a marketplace
// category. The images are the categories' own tiles, served by the API under /media/categories/.
import type { HeroSlide } from './hero-carousel';

export const HERO_SLIDES: HeroSlide[] = [
  {
    eyebrow: 'Textiles',
    title: 'Woven by hand, worn for generations',
    description: 'Kikoi, kanga, kente and mud cloth, woven, printed and dyed by hand in workshops across the continent.',
    image: '/media/categories/textiles.png',
    imageAlt: 'A hand-woven textile pattern',
    href: '/marketplace?category=textiles',
  },
  {
    eyebrow: 'Jewelry',
    title: 'Beadwork with a story in every strand',
    description: 'Maasai beaded collars, Krobo glass beads and brass cuffs, each made by hand and verified by serial number.',
    image: '/media/categories/jewelry.png',
    imageAlt: 'Beaded jewelry in bright colours',
    href: '/marketplace?category=jewelry',
  },
  {
    eyebrow: 'Art',
    title: 'Art straight from African studios',
    description: 'Tingatinga paintings, Shona stone sculpture and wire animals, bought directly from the artists who make them.',
    image: '/media/categories/art.png',
    imageAlt: 'A colourful painting in the Tingatinga style',
    href: '/marketplace?category=art',
  },
];
