// Seller applications (issue 32, point 1): a buyer asks to sell, an admin approves (the buyer
// becomes a seller with a shop) or declines with a reason. The application as the applicant and
// the admin queue read it, and what applying and declining send.
import { z } from 'zod';
import { SELLER_APPLICATION_LIMITS as LIMITS, SELLER_APPLICATION_STATES } from '../rules/seller-applications';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam, personRefSchema, phoneField, requiredText } from './fields';
import { SHOP_TYPES } from './shops';
import { normaliseSafaricomPhone } from '../rules/phone';

export const sellerApplicationSchema = z
  .object({
    id: z.number().int(),
    shop_name: z.string(),
    shop_type: z.enum(SHOP_TYPES),
    country: z.string(),
    location: z.string(),
    description: z.string(),
    phone: z.string().meta({ description: 'E.164 (+254712345678).' }),
    mpesa_number: z.string().meta({ description: 'E.164, a Safaricom number (+254712345678).' }),
    years_of_experience: z.number().int(),
    state: z.enum(SELLER_APPLICATION_STATES),
    decline_reason: z.string().nullable().meta({ description: 'Why it was declined; null unless declined.' }),
    shop_url_slug: z.string().nullable().meta({ description: 'The shop approval created; null until approved.' }),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SellerApplication' });

/** `GET /admin/seller-applications`: each application with its applicant. */
export const adminSellerApplicationSchema = sellerApplicationSchema.extend({ applicant: personRefSchema }).meta({ id: 'AdminSellerApplication' });
export const adminSellerApplicationListSchema = paginatorSchema(adminSellerApplicationSchema);

// Requests.

const text = (label: string, max: number) => requiredText({ required: `${label} is required.`, max, label });

export const INVALID_MPESA_NUMBER = 'Please enter a Safaricom number for M-Pesa payouts.';
const SHOP_TYPE_MESSAGE = 'Please choose brand or individual.';
const YEARS_MESSAGE = `Years of experience must be a whole number from 0 to ${LIMITS.yearsOfExperience}.`;

const years = z.number({ error: YEARS_MESSAGE }).int(YEARS_MESSAGE).min(0, YEARS_MESSAGE).max(LIMITS.yearsOfExperience, YEARS_MESSAGE);

/** `POST /seller/applications`. */
export const sellerApplicationBodySchema = z.object({
  shop_name: text('Shop name', LIMITS.shopName),
  shop_type: z.enum(SHOP_TYPES, { error: SHOP_TYPE_MESSAGE }),
  country: text('Country', LIMITS.country),
  location: text('Location', LIMITS.location),
  description: text('Description', LIMITS.description),
  phone: text('Phone', LIMITS.phone).pipe(phoneField()),
  mpesa_number: text('M-Pesa number', LIMITS.phone).pipe(phoneField(INVALID_MPESA_NUMBER, normaliseSafaricomPhone)),
  years_of_experience: years,
});

/** `POST /admin/seller-applications/{id}/decline`. */
export const sellerApplicationDeclineBodySchema = z.object({
  reason: text('Reason', LIMITS.declineReason),
});

export const adminSellerApplicationListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(20, 100),
  // Every state when not sent (or sent empty, as a form's "All" is).
  state: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(SELLER_APPLICATION_STATES, { error: `state must be one of ${SELLER_APPLICATION_STATES.join(', ')}.` }).optional(),
  ),
});

export const sellerApplicationParamsSchema = z.object({ id: idPath('Application') });
