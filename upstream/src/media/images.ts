// The image pipeline of every upload (issue 32, points 3, 6 and 7): a product's photos and a shop's
// logo and banner. A file is judged by its content, never its name or declared type: its first
// bytes must be a JPEG, PNG or WebP signature, and sharp must read its header as that format. An
// image bomb (a small file that decodes to a huge picture) is refused from the header alone, before
// any decoding; the decoder is given the same limit. What is kept is re-encoded: turned upright by
// its EXIF orientation, no wider than the storefront serves, WebP, first frame only, and with no
// metadata at all (no camera EXIF, GPS position or ICC text reaches buyers).
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../../contract/rules/images';
import { ApiError } from '../http/envelope';

/** The formats a seller may upload, as sharp names them, each with its file signature. */
const SIGNATURES: { format: 'jpeg' | 'png' | 'webp'; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: 'jpeg', matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'webp', matches: (b) => startsWith(b, [...Buffer.from('RIFF')]) && startsWith(b.subarray(8), [...Buffer.from('WEBP')]) },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** An upload refused, with the message the seller sees (the storefront's field shows the same words). */
const refused = (status: 413 | 422, message: string, field: string) => new ApiError(status, message, { [field]: [message] });

export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks one uploaded file and re-encodes it, at most `maxWidth` px wide. Throws the 413 or 422 a
 * seller should see (naming `field`, the form's field) when the file breaks a rule of
 * contract/rules/images.ts.
 */
export async function prepareImage(input: Uint8Array, maxWidth: number, field: string): Promise<PreparedImage> {
  if (input.byteLength === 0) throw refused(422, IMAGE_MESSAGES.missing, field);
  if (input.byteLength > MAX_IMAGE_BYTES) throw refused(413, IMAGE_MESSAGES.tooLarge, field);
  const signature = SIGNATURES.find((s) => s.matches(input));
  if (!signature) throw refused(422, IMAGE_MESSAGES.notImage, field);

  // The header only: sharp reads the dimensions without decoding a pixel.
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(422, IMAGE_MESSAGES.unreadable, field);
  }
  if (header.format !== signature.format) throw refused(422, IMAGE_MESSAGES.notImage, field);
  // An animated image's height is its first frame's (pageHeight); only that frame is kept.
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  if (width <= 0 || height <= 0) throw refused(422, IMAGE_MESSAGES.unreadable, field);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) throw refused(422, IMAGE_MESSAGES.tooManyPixels, field);

  try {
    // sharp writes no metadata unless asked (no withMetadata/keepExif/keepIccProfile here): the
    // output carries no EXIF, GPS, XMP or ICC profile; colours are converted to sRGB first.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw refused(422, IMAGE_MESSAGES.unreadable, field);
  }
}
