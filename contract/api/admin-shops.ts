// The operator's shops (issue 33, point 3): the console's list (search by name, status, verified,
// pages) with each shop's owner and product count, and the writes: suspend with a reason, restore,
// verify and unverify. Each answers the shop as the list shows it.
import { z } from 'zod';
import { SHOP_STATUSES, SHOP_SUSPEND_REASON_MAX } from '../rules/shop-status';
import { enumQuery, fromQuery, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { boolQuery, idPath, pageParam, perPageParam, personRefSchema, requiredText } from './fields';
import { SHOP_TYPES } from './shops';

export const adminShopSchema = z
  .object({
    shop_id: z.number().int(),
    shop_name: z.string(),
    shop_url_slug: z.string(),
    shop_type: z.enum(SHOP_TYPES),
    country: z.string(),
    status: z.enum(SHOP_STATUSES),
    suspended_reason: z.string().nullable().meta({ description: 'Why it was suspended; null while active.' }),
    verified: z.boolean(),
    products: z.number().int().meta({ description: 'Every product of the shop, whatever its state.' }),
    owner: personRefSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminShop' });
export type AdminShop = z.infer<typeof adminShopSchema>;

/** `GET /admin/shops`: by name, oldest first. */
export const adminShopListSchema = paginatorSchema(adminShopSchema);

// Requests.

export const adminShopListQuerySchema = z.object({
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(20, 100)),
  search: fromQuery(searchQuery).meta({ description: "Part of the shop's name." }),
  status: fromQuery(enumQuery('status', SHOP_STATUSES).optional()),
  verified: fromQuery(boolQuery('verified').optional()),
});

/** `POST /admin/shops/{id}/suspend`. */
export const adminShopSuspendBodySchema = z.object({
  reason: requiredText({ required: 'Reason is required.', max: SHOP_SUSPEND_REASON_MAX, label: 'Reason' }),
});

export const adminShopParamsSchema = z.object({ id: idPath('Shop') });
