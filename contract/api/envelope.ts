// The envelope of every answer of the API (spec section 7): `{status, message, data}`. A success
// carries its resource in `data`; a failure carries field errors (field → messages) for a 422, a
// detail or null otherwise. Lists are Laravel-style paginators. Written once, read by both programs.
import { z } from 'zod';

export const successEnvelope = <S extends z.ZodType>(data: S) => z.object({ status: z.literal('success'), message: z.string(), data });

/** A 422's `data`: each field (a dotted path, `_` for the body itself) with its messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors' });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z
  .object({
    status: z.literal('error'),
    message: z.string().meta({ description: 'What went wrong, in words a buyer can be shown.' }),
    data: z.unknown().meta({ description: 'Field errors (FieldErrors) for a 422; a detail of the failure or null otherwise.' }),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginatorSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** Any `data`: for answers whose content the reader does not need (a write's acknowledgement). */
export const emptySchema = z.unknown();
