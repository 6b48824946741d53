// A story's standing and the limits of its fields (issue 33, point 7), written once: the API checks
// them, the console's form shows them. A draft is the console's only; buyers, crawlers and the
// sitemap see published stories.

/** draft (written, not shown to buyers), published (on /stories, its page and the sitemap). */
export const STORY_STATUSES = ['draft', 'published'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_LIMITS = {
  title: 200,
  /** The storefront reads a slug of at most 200 characters (lib/catalog/stories.ts). */
  slug: 200,
  metaTitle: 200,
  metaDescription: 500,
  altText: 300,
  featuredImage: 500,
  /** The stored HTML, after cleaning: a long read with its markup, not a book. */
  content: 200_000,
} as const;

export const STORY_MESSAGES = {
  slugTaken: 'The slug has already been taken.',
  slugForm: 'The slug may hold only lowercase letters, digits and single hyphens.',
  noCategory: 'The selected category is invalid.',
  emptyContent: 'Write the story before saving it.',
  imageNotOurs: 'The featured image must be an image uploaded here (a /media/ address).',
  alreadyPublished: 'This story is already published.',
  notPublished: 'This story is not published.',
} as const;

const SLUG_PART = /[^a-z0-9]+/g;

/** A slug from a title: lowercase ASCII words joined by single hyphens ("Kiondo: a weave" -> "kiondo-a-weave"). */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(SLUG_PART, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, STORY_LIMITS.slug - 8).replace(/-+$/, '') || 'story';
}
