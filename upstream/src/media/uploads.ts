// Uploaded images kept in the database (table media_files), served at /media/uploads/<key>.webp by
// routes/media.ts: any API instance serves them and the database's backups hold them. Also the
// reading of an upload request: its body cap and its multipart files.
import { randomUUID } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { inArray } from 'drizzle-orm';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../../contract/rules/images';
import type { Executor } from '../account/db';
import { mediaFiles } from '../db/schema';
import { errorBody, ApiError } from '../http/envelope';
import type { PreparedImage } from './images';

/** Where uploads are served: `/media/uploads/<key>.webp`. */
export const UPLOADS_PREFIX = '/media/uploads/';
const KEY = /^[0-9a-f]{32}$/;

/** The key of an uploaded image's path (`/media/uploads/<key>.webp`, absolute or not), or null for any other image (the seed's). */
export function uploadKey(path: string | null | undefined): string | null {
  if (!path) return null;
  const at = path.indexOf(UPLOADS_PREFIX);
  if (at === -1) return null;
  const name = path.slice(at + UPLOADS_PREFIX.length);
  const key = name.endsWith('.webp') ? name.slice(0, -'.webp'.length) : '';
  return KEY.test(key) ? key : null;
}

/** Stores a prepared image and answers the path it is served at; `shopId` null for the marketplace's own (a story's). */
export async function storeImage(db: Executor, image: PreparedImage, shopId: number | null): Promise<string> {
  const key = randomUUID().replaceAll('-', '');
  await db.insert(mediaFiles).values({
    key,
    contentType: image.contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    byteSize: image.bytes.byteLength,
    shopId,
  });
  return `${UPLOADS_PREFIX}${key}.webp`;
}

/** Deletes the stored files behind these paths; a seed image's path is left alone. */
export async function deleteImages(db: Executor, paths: (string | null | undefined)[]): Promise<void> {
  const keys = paths.map(uploadKey).filter((key): key is string => key !== null);
  if (keys.length > 0) await db.delete(mediaFiles).where(inArray(mediaFiles.key, keys));
}

/**
 * The body cap of an upload route: `files` images at their largest, plus the form's own bytes. A
 * bigger body is a 413 with the image rules' message before any of it is read into memory.
 */
export const limitUpload = (files: number) =>
  bodyLimit({
    maxSize: files * MAX_IMAGE_BYTES + 256 * 1024,
    onError: (c) => c.json(errorBody(IMAGE_MESSAGES.tooLarge), 413, { Connection: 'close' }),
  });

/**
 * The files a multipart form carries in `field` (one or more). Not a multipart form is a 400, a form
 * without a file there a 422, both with the message that asks for an image.
 */
export async function uploadedFiles(c: Context, field: string): Promise<Uint8Array[]> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(400, IMAGE_MESSAGES.missing, { [field]: [IMAGE_MESSAGES.missing] });
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, IMAGE_MESSAGES.missing, { [field]: [IMAGE_MESSAGES.missing] });
  }
  const files = form.getAll(field).filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw new ApiError(422, IMAGE_MESSAGES.missing, { [field]: [IMAGE_MESSAGES.missing] });
  return Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
}

/** The OpenAPI description of an upload's body: `field` holds one file, or several when `many`. */
export function uploadBody(field: string, many: boolean) {
  const file = { type: 'string' as const, format: 'binary' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object' as const, required: [field], properties: { [field]: many ? { type: 'array' as const, items: file } : file } },
      },
    },
  };
}
