// Promo codes (issue 34, point 5) across the wire: the operator's codes (`/admin/promo-codes`:
// list, create, change, deactivate), a code in the buyer's cart (`POST` and `DELETE /cart/promo`),
// and a refusal as the API answers it. The rules are contract/rules/promo.ts.
import { z } from 'zod';
import { PROMO_CODE_PATTERN, PROMO_FUNDERS, PROMO_KINDS, PROMO_LIMITS, PROMO_UNKNOWN, normalisePromoCode } from '../rules/promo';
import { enumQuery, fromQuery, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { bodyId, booleanField, idPath, pageParam, perPageParam } from './fields';

export const promoRefusalSchema = z
  .discriminatedUnion('reason', [
    z.object({ reason: z.literal('unknown') }),
    z.object({ reason: z.literal('inactive') }),
    z.object({ reason: z.literal('not_started'), at: z.string() }),
    z.object({ reason: z.literal('expired'), at: z.string() }),
    z.object({ reason: z.literal('used_up') }),
    z.object({ reason: z.literal('already_used') }),
    z.object({ reason: z.literal('min_spend'), minimum: z.number(), short: z.number() }),
    z.object({ reason: z.literal('no_shop_product'), shop: z.string() }),
  ])
  .meta({ id: 'PromoRefusal', description: 'Why a code gives nothing; the answer’s message words it.' });

/** The code in a buyer's cart: what it gives, and a refusal its records make now (dates, limits). */
export const cartPromoSchema = z
  .object({
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    value: z.number(),
    min_spend: z.number(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    blocked: promoRefusalSchema.nullable().meta({ description: 'Refused by its dates or use limits; null when those allow it.' }),
  })
  .meta({ id: 'CartPromo' });

/** One code as the console shows it. */
export const adminPromoCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    value: z.number(),
    min_spend: z.number(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_buyer: z.number().int().nullable(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    funded_by: z.enum(PROMO_FUNDERS),
    active: z.boolean(),
    times_used: z.number().int(),
    discount_given: z.number().meta({ description: 'What its uses took off orders, in shillings.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCodeJson = z.input<typeof adminPromoCodeSchema>;

export const adminPromoCodeListSchema = paginatorSchema(adminPromoCodeSchema);

export const PROMO_CODE_STATUSES = ['active', 'inactive'] as const;

/** `GET /admin/promo-codes`: newest first; by code (its beginning) and status. */
export const adminPromoCodeListQuerySchema = z.object({
  search: searchQuery,
  status: fromQuery(enumQuery('status', PROMO_CODE_STATUSES).optional()),
  page: pageParam,
  per_page: perPageParam(20),
});
export type AdminPromoCodeListQuery = z.infer<typeof adminPromoCodeListQuerySchema>;

export const adminPromoCodeParamsSchema = z.object({ id: idPath('Promo code') });

// Requests.

const codeField = z
  .string({ error: 'The code must be text.' })
  .transform(normalisePromoCode)
  .pipe(
    z
      .string()
      .min(PROMO_LIMITS.codeMin, `The code must be at least ${PROMO_LIMITS.codeMin} characters.`)
      .max(PROMO_LIMITS.codeMax, `The code may not be longer than ${PROMO_LIMITS.codeMax} characters.`)
      .regex(PROMO_CODE_PATTERN, 'The code may hold only letters, digits, dashes and underscores.'),
  );

const moneyField = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} may not be below 0.`)
    .max(max, `${label} may not be more than ${max}.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} may have at most 2 decimals.`);

const limitField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1_000_000, `${label} may not be more than 1,000,000.`)
    .nullable();

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a date and time (ISO 8601).`)
    .nullable();

const termFields = {
  kind: z.enum(PROMO_KINDS, { error: 'The kind must be percent or fixed.' }),
  value: moneyField('The value', PROMO_LIMITS.fixedMax).refine((v) => v > 0, 'The value must be more than 0.'),
  min_spend: moneyField('The minimum spend', PROMO_LIMITS.fixedMax),
  starts_at: dateField('The start'),
  ends_at: dateField('The end'),
  max_uses: limitField('The total use limit'),
  max_uses_per_buyer: limitField('The use limit per buyer'),
  shop_id: bodyId('The shop').nullable(),
};

interface TermsToCheck {
  kind?: string;
  value?: number;
  starts_at?: string | null;
  ends_at?: string | null;
}

/** A percentage is at most 100; the end comes after the start (both checked again against the stored code). */
export function promoTermsIssue(terms: TermsToCheck): { path: string; message: string } | null {
  if (terms.kind === 'percent' && terms.value !== undefined && terms.value > PROMO_LIMITS.percentMax) {
    return { path: 'value', message: `A percentage may not be more than ${PROMO_LIMITS.percentMax}.` };
  }
  if (terms.starts_at && terms.ends_at && Date.parse(terms.ends_at) <= Date.parse(terms.starts_at)) {
    return { path: 'ends_at', message: 'The end must come after the start.' };
  }
  return null;
}

const checkTerms = (terms: TermsToCheck, ctx: z.RefinementCtx) => {
  const issue = promoTermsIssue(terms);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** `POST /admin/promo-codes`: a new code, active at once (within its dates), paid for by the marketplace. */
export const adminPromoCodeCreateSchema = z
  .object({
    code: codeField,
    kind: termFields.kind,
    value: termFields.value,
    min_spend: termFields.min_spend.default(0),
    starts_at: termFields.starts_at.default(null),
    ends_at: termFields.ends_at.default(null),
    max_uses: termFields.max_uses.default(null),
    max_uses_per_buyer: termFields.max_uses_per_buyer.default(null),
    shop_id: termFields.shop_id.default(null),
  })
  .superRefine(checkTerms);
export type AdminPromoCodeCreate = z.infer<typeof adminPromoCodeCreateSchema>;

/** `PATCH /admin/promo-codes/{id}`: any of the terms, or `active`; at least one. The code itself stays. */
export const adminPromoCodeChangeSchema = z
  .object({
    kind: termFields.kind.optional(),
    value: termFields.value.optional(),
    min_spend: termFields.min_spend.optional(),
    starts_at: termFields.starts_at.optional(),
    ends_at: termFields.ends_at.optional(),
    max_uses: termFields.max_uses.optional(),
    max_uses_per_buyer: termFields.max_uses_per_buyer.optional(),
    shop_id: termFields.shop_id.optional(),
    active: booleanField('active').optional(),
  })
  .superRefine(checkTerms)
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: 'Send at least one field to change.', path: ['value'] });
export type AdminPromoCodeChange = z.infer<typeof adminPromoCodeChangeSchema>;

/** A code a buyer typed, in any case: text no code could be is refused as unknown, before any lookup. */
export const promoCodeInput = z
  .string({ error: 'Enter a promo code.' })
  .transform(normalisePromoCode)
  .pipe(z.string().min(1, 'Enter a promo code.').max(PROMO_LIMITS.codeMax, PROMO_UNKNOWN).regex(PROMO_CODE_PATTERN, PROMO_UNKNOWN));

/** `POST /cart/promo`. */
export const cartPromoBodySchema = z.object({ code: promoCodeInput });
