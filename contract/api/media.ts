// An image URL in an answer. The API writes absolute URLs on its own host; every reader gets the
// root-relative `/media/...` path, once, while parsing (media-path.ts). Anything that is not an
// API media URL is kept as it is (the storefront's image component shows its placeholder for it).
import { z } from 'zod';
import { mediaPath } from './media-path';

export function toMediaPath(url: string): string {
  return mediaPath(url) ?? url.trim();
}

export const mediaUrlSchema = z.string().transform(toMediaPath);
export const optionalMediaUrl = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v ? toMediaPath(v) : null));

/**
 * A field a reader falls back on when an API leaves it out or sends null (another provider's API,
 * an older one). Unlike zod's `.catch`, it can be written into the OpenAPI document.
 */
export const withFallback = <S extends z.ZodType>(schema: S, fallback: z.output<S>) =>
  schema.nullish().transform((value): z.output<S> => (value ?? fallback) as z.output<S>);
