// The rules every uploaded image obeys (issue 32, points 3, 6 and 7): a product's photos and a
// shop's logo and banner. The API judges a file by its content, never its name or declared type;
// the storefront's upload fields use the same limits to refuse a file before sending it.

/** The image types a seller may upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the file chooser offers (`accept`). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The largest file accepted: 8 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** A product's photos: at least one to publish, at most eight. */
export const MAX_PRODUCT_IMAGES = 8;

/**
 * An image bomb's guard: a small file that decodes to a huge picture. 50 megapixels holds an 8000 x
 * 6000 photo from a phone; no side may exceed 12,000 px.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 12_000;

/**
 * The widest picture kept, in px: the storefront's largest served width (next.config.mjs
 * `images.deviceSizes`), from which its image optimiser derives the smaller ones. A logo is kept
 * smaller.
 */
export const STORED_IMAGE_WIDTH = 1920;
export const STORED_LOGO_WIDTH = 512;

/** The shop's two images. */
export const SHOP_IMAGE_KINDS = ['logo', 'banner'] as const;
export type ShopImageKind = (typeof SHOP_IMAGE_KINDS)[number];

/** The messages of a refused file: the same words in the API's answer and the storefront's field. */
export const IMAGE_MESSAGES = {
  missing: 'Choose an image to upload.',
  notImage: 'This file is not a JPEG, PNG or WebP image.',
  tooLarge: `An image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `This image is too large: at most ${MAX_IMAGE_SIDE.toLocaleString('en-US')} px on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  tooMany: `A product may have at most ${MAX_PRODUCT_IMAGES} photos.`,
  unreadable: 'This image could not be read. It may be damaged.',
} as const;

/** The first of these rules a file breaks in what the browser can tell (type and size), or null. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return IMAGE_MESSAGES.missing;
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
