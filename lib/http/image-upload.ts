// An image upload as route()'s `upload` (a product's photo, the shop's logo or banner): one file in
// the route's multipart field, refused with the contract's words before it goes to the API when the
// browser's own check would have refused it (contract/rules/images.ts): too large is a 413, the
// wrong type or an empty file a 422. The API judges the content again.
import 'server-only';
import { IMAGE_MESSAGES, imageFileProblem, MAX_IMAGE_BYTES } from '@/contract/rules/images';
import type { Upload } from './handler';

export function imageUpload(field: string): Upload {
  return {
    field,
    missing: IMAGE_MESSAGES.missing,
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: IMAGE_MESSAGES.tooLarge,
    refuse(file) {
      const problem = imageFileProblem(file);
      if (!problem) return null;
      return { status: problem === IMAGE_MESSAGES.tooLarge ? 413 : 422, message: problem };
    },
  };
}
