// The seed's images: deterministic flat-colour patterns that evoke each craft (kente stripes, bead
// grids, basket rings, wood grain...), written once as small PNGs. Products share a pool of images
// per category instead of one file each, so the media folder stays small at any catalogue size.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORY_TREE, slugify, type PatternKind } from './catalogue';
import { encodePng, type Rgb } from './png';
import { createRandom, type Random } from './random';

export const PRODUCT_IMAGES_PER_CATEGORY = 12;
export const BANNER_COUNT = 20;
export const STORY_IMAGE_COUNT = 12;

const SIZES = {
  product: [800, 800],
  banner: [1600, 500],
  story: [1200, 630],
  category: [600, 600],
} as const;

// An earthy palette shared by every image; patterns choose from it by name.
const COLOURS = {
  terracotta: [196, 98, 62],
  ochre: [204, 145, 52],
  green: [38, 84, 62],
  indigo: [40, 52, 102],
  sand: [228, 206, 166],
  cream: [244, 234, 214],
  charcoal: [40, 34, 30],
  rust: [150, 60, 36],
  gold: [226, 178, 52],
  clay: [168, 112, 82],
  tan: [186, 132, 84],
  brown: [120, 72, 40],
  darkBrown: [74, 44, 26],
  turquoise: [46, 140, 140],
  red: [178, 40, 40],
  leaf: [62, 128, 70],
} satisfies Record<string, Rgb>;

type Colour = keyof typeof COLOURS;
const COLOUR_NAMES = Object.keys(COLOURS) as Colour[];
const PALETTE: Rgb[] = COLOUR_NAMES.map((name) => COLOURS[name]);
const ix = (name: Colour) => COLOUR_NAMES.indexOf(name);

export const productImagePath = (categorySlug: string, n: number) => `/media/products/${categorySlug}-${n}.png`;
export const bannerPath = (n: number) => `/media/banners/${n}.png`;
export const storyImagePath = (n: number) => `/media/stories/${n}.png`;
/** Category, subcategory and division tiles: `textiles`, `textiles--kikoi-kanga`, ... */
export const categoryImagePath = (key: string) => `/media/categories/${key}.png`;

type PixelFn = (x: number, y: number) => number;
type Pattern = (w: number, h: number, rng: Random) => PixelFn;

const pickColours = (rng: Random, names: Colour[], k: number) => rng.sample(names, k).map(ix);

const PATTERNS: Record<PatternKind, Pattern> = {
  // Kente: strips of cloth whose blocks alternate between weft bands and warp stripes.
  kente(w, _h, rng) {
    const strip = Math.round(w / rng.int(5, 8));
    const weft = pickColours(rng, ['gold', 'green', 'red', 'indigo', 'charcoal', 'ochre', 'terracotta'], 4);
    const warp = pickColours(rng, ['gold', 'green', 'red', 'charcoal', 'cream'], 3);
    const band = Math.max(4, Math.round(strip / rng.int(6, 10)));
    return (x, y) => {
      const si = Math.floor(x / strip);
      const bi = Math.floor(y / strip);
      if ((si + bi) & 1) return weft[Math.floor((y % strip) / band) % weft.length];
      return warp[Math.floor((x % strip) / (band / 2)) % warp.length];
    };
  },
  // Jewelry: a staggered grid of round beads in concentric diamonds of colour.
  beads(w, h, rng) {
    const r = Math.round(w / rng.int(22, 34));
    const step = Math.round(r * 2.3);
    const ground = ix(rng.pick(['charcoal', 'cream', 'sand'] as Colour[]));
    const bead = pickColours(rng, ['red', 'turquoise', 'gold', 'indigo', 'terracotta', 'leaf', 'cream'], 4);
    const cx = w / 2;
    const cy = h / 2;
    return (x, y) => {
      const row = Math.floor(y / step);
      const offset = row & 1 ? step / 2 : 0;
      const col = Math.floor((x + offset) / step);
      const bx = col * step - offset + step / 2;
      const by = row * step + step / 2;
      const dx = x - bx;
      const dy = y - by;
      if (dx * dx + dy * dy > r * r) return ground;
      const ring = Math.floor((Math.abs(bx - cx) + Math.abs(by - cy)) / (step * 2));
      return bead[ring % bead.length];
    };
  },
  // Art: a tingatinga-like scene: diagonal sky bands, a sun and a range of hills.
  art(w, h, rng) {
    const sky = pickColours(rng, ['ochre', 'gold', 'terracotta', 'sand', 'turquoise'], 3);
    const hills = pickColours(rng, ['green', 'leaf', 'darkBrown', 'indigo'], 2);
    const sun = ix(rng.pick(['red', 'cream', 'gold'] as Colour[]));
    const sx = w * (0.25 + rng.next() * 0.5);
    const sy = h * (0.2 + rng.next() * 0.2);
    const sr = w * (0.1 + rng.next() * 0.08);
    const bandWidth = w / rng.int(6, 12);
    const peaks = [0.2, 0.5, 0.8].map((p) => [w * (p + (rng.next() - 0.5) * 0.2), h * (0.45 + rng.next() * 0.2)]);
    return (x, y) => {
      for (let i = 0; i < peaks.length; i += 1) {
        const [px, py] = peaks[i];
        if (y > py + Math.abs(x - px) * 0.9) return hills[i & 1];
      }
      const dx = x - sx;
      const dy = y - sy;
      if (dx * dx + dy * dy < sr * sr) return sun;
      return sky[Math.floor((x + y) / bandWidth) % sky.length];
    };
  },
  // Home deco: bogolan mud cloth, rows of pale motifs (crosses, dots, dashes, zigzags) on dark cloth.
  mudcloth(w, _h, rng) {
    const ground = ix(rng.pick(['charcoal', 'rust', 'darkBrown', 'indigo'] as Colour[]));
    const ink = ix(rng.pick(['cream', 'sand'] as Colour[]));
    const cell = Math.round(w / rng.int(6, 10));
    const kinds = Array.from({ length: 12 }, () => rng.int(0, 4));
    const stroke = Math.max(3, Math.round(cell / 10));
    return (x, y) => {
      const row = Math.floor(y / cell);
      const u = x % cell;
      const v = y % cell;
      const c = cell / 2;
      switch (kinds[row % kinds.length]) {
        case 0: // cross
          return Math.abs(u - c) < stroke || Math.abs(v - c) < stroke ? (Math.abs(u - c) < cell / 3 && Math.abs(v - c) < cell / 3 ? ink : ground) : ground;
        case 1: // four dots
          return (Math.abs(u - cell / 4) < stroke * 1.5 || Math.abs(u - (3 * cell) / 4) < stroke * 1.5) &&
            (Math.abs(v - cell / 4) < stroke * 1.5 || Math.abs(v - (3 * cell) / 4) < stroke * 1.5) &&
            Math.min((u - cell / 4) ** 2, (u - (3 * cell) / 4) ** 2) + Math.min((v - cell / 4) ** 2, (v - (3 * cell) / 4) ** 2) < stroke * stroke * 2
            ? ink
            : ground;
        case 2: // dashes
          return Math.abs(v - c) < stroke && u > cell / 6 && u < (5 * cell) / 6 ? ink : ground;
        case 3: // zigzag
          return Math.abs(v - (Math.abs(u - c) + cell / 4)) < stroke ? ink : ground;
        default: {
          // ring
          const d = Math.sqrt((u - c) ** 2 + (v - c) ** 2);
          return Math.abs(d - cell / 3) < stroke ? ink : ground;
        }
      }
    };
  },
  // Leather goods: a tan hide with a darker panel and a flap, edged with stitching.
  leather(w, h, rng) {
    const hide = ix(rng.pick(['tan', 'brown', 'clay'] as Colour[]));
    const panel = ix(rng.pick(['darkBrown', 'rust', 'brown'] as Colour[]));
    const thread = ix(rng.pick(['cream', 'gold', 'sand'] as Colour[]));
    const m = Math.round(w * (0.12 + rng.next() * 0.06));
    const flap = h * (0.35 + rng.next() * 0.15);
    const stitchGap = Math.round(m / 4);
    const dash = Math.max(6, Math.round(w / 60));
    const t = Math.max(2, Math.round(w / 200));
    return (x, y) => {
      const inPanel = x > m && x < w - m && y > m && y < h - m;
      const onStitchX = (Math.abs(x - (m + stitchGap)) < t || Math.abs(x - (w - m - stitchGap)) < t) && y > m + stitchGap && y < h - m - stitchGap;
      const onStitchY = (Math.abs(y - (m + stitchGap)) < t || Math.abs(y - (h - m - stitchGap)) < t) && x > m + stitchGap && x < w - m - stitchGap;
      if ((onStitchX && Math.floor(y / dash) & 1) || (onStitchY && Math.floor(x / dash) & 1)) return thread;
      if (inPanel && y < flap - Math.abs(x - w / 2) * 0.3) return hide;
      return inPanel ? panel : hide;
    };
  },
  // Baskets: the top view of a coiled basket, concentric bands broken by a zigzag motif.
  rings(w, h, rng) {
    const bands = pickColours(rng, ['sand', 'terracotta', 'charcoal', 'ochre', 'green', 'indigo', 'cream', 'red'], 4);
    const ground = ix('cream');
    const cx = w / 2;
    const cy = h / 2;
    const radius = Math.min(w, h) * 0.48;
    const bandWidth = radius / rng.int(5, 9);
    const teeth = rng.int(8, 16);
    const coil = Math.max(3, Math.round(bandWidth / 6));
    return (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d > radius) return ground;
      const a = (Math.atan2(dy, dx) / (2 * Math.PI) + 0.5) * teeth;
      const zig = Math.abs((a % 1) - 0.5) * bandWidth;
      const band = Math.floor((d + zig) / bandWidth);
      if (Math.floor(d / coil) % 4 === 0) return bands[(band + 1) % bands.length];
      return bands[band % bands.length];
    };
  },
  // Beadwork: Ndebele-like rows of square beads forming nested diamonds.
  beadrows(w, h, rng) {
    const size = Math.round(w / rng.int(28, 44));
    const gap = Math.max(1, Math.round(size / 6));
    const colours = pickColours(rng, ['red', 'turquoise', 'gold', 'indigo', 'green', 'cream', 'charcoal', 'terracotta'], 5);
    const ground = ix('charcoal');
    const motif = rng.int(6, 12);
    const cx = Math.floor(w / size / 2);
    const cy = Math.floor(h / size / 2);
    return (x, y) => {
      if (x % size < gap || y % size < gap) return ground;
      const col = Math.floor(x / size);
      const row = Math.floor(y / size);
      const diamond = Math.abs(((((col - cx) % motif) + motif) % motif) - motif / 2) + Math.abs(((((row - cy) % motif) + motif) % motif) - motif / 2);
      return colours[Math.floor(diamond) % colours.length];
    };
  },
  // Carvings: wood grain, wavy bands of three browns.
  woodgrain(w, _h, rng) {
    const woods = pickColours(rng, ['brown', 'darkBrown', 'tan', 'clay', 'ochre'], 3);
    const f1 = (2 * Math.PI) / (w * (0.5 + rng.next()));
    const f2 = (2 * Math.PI) / (w * (0.1 + rng.next() * 0.15));
    const a1 = w * (0.04 + rng.next() * 0.06);
    const a2 = w * 0.01;
    const phase = rng.next() * Math.PI * 2;
    const band = w / rng.int(18, 30);
    return (x, y) => {
      const v = y + a1 * Math.sin(x * f1 + phase) + a2 * Math.sin(x * f2) + 0.15 * Math.abs(x - w / 2);
      const i = Math.floor(v / band);
      return woods[((i % 5) + 5) % 5 === 0 ? 2 : i & 1];
    };
  },
};

const PATTERN_KINDS = Object.keys(PATTERNS) as PatternKind[];

interface ImageJob {
  /** Path under the media folder, as stored in the database ('/media/products/baskets-3.png'). */
  mediaPath: string;
  width: number;
  height: number;
  pattern: PatternKind;
  seed: string;
}

export function listImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const category of CATEGORY_TREE) {
    const slug = slugify(category.name);
    const [pw, ph] = SIZES.product;
    for (let n = 1; n <= PRODUCT_IMAGES_PER_CATEGORY; n += 1) {
      jobs.push({ mediaPath: productImagePath(slug, n), width: pw, height: ph, pattern: category.pattern, seed: `product:${slug}:${n}` });
    }
    const [cw, ch] = SIZES.category;
    const tile = (key: string) => jobs.push({ mediaPath: categoryImagePath(key), width: cw, height: ch, pattern: category.pattern, seed: `category:${key}` });
    tile(slug);
    for (const sub of category.subcategories) {
      const subKey = `${slug}--${slugify(sub.name)}`;
      tile(subKey);
      for (const division of sub.divisions) tile(`${subKey}--${slugify(division.name)}`);
    }
  }
  const [bw, bh] = SIZES.banner;
  for (let n = 1; n <= BANNER_COUNT; n += 1) {
    jobs.push({ mediaPath: bannerPath(n), width: bw, height: bh, pattern: PATTERN_KINDS[(n - 1) % PATTERN_KINDS.length], seed: `banner:${n}` });
  }
  const [sw, sh] = SIZES.story;
  for (let n = 1; n <= STORY_IMAGE_COUNT; n += 1) {
    jobs.push({ mediaPath: storyImagePath(n), width: sw, height: sh, pattern: PATTERN_KINDS[(n + 2) % PATTERN_KINDS.length], seed: `story:${n}` });
  }
  return jobs;
}

export function renderImage(job: Pick<ImageJob, 'width' | 'height' | 'pattern' | 'seed'>): Buffer {
  const { width, height } = job;
  const pixelAt = PATTERNS[job.pattern](width, height, createRandom(job.seed));
  const pixels = new Uint8Array(width * height);
  let i = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[i++] = pixelAt(x, y);
  }
  return encodePng({ width, height, palette: PALETTE, pixels });
}

export interface ImageReport {
  written: number;
  existing: number;
  bytes: number;
  ms: number;
}

/** Writes every image the seed refers to that is not in `mediaDir` yet. */
export function ensureImages(mediaDir: string): ImageReport {
  const started = performance.now();
  const report: ImageReport = { written: 0, existing: 0, bytes: 0, ms: 0 };
  const dirs = new Set<string>();
  for (const job of listImageJobs()) {
    const file = path.join(mediaDir, job.mediaPath.slice('/media/'.length));
    if (existsSync(file)) {
      report.existing += 1;
      continue;
    }
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    const png = renderImage(job);
    // Written beside and renamed, so an interrupted run never leaves a truncated image behind.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, png);
    renameSync(partial, file);
    report.written += 1;
    report.bytes += png.length;
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}
