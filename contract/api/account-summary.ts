// The account area's figures in one answer (GET /account/summary): the sidebar's live counts, the
// dashboard's numbers and its recent activity.
import { z } from 'zod';
import { boolQuery } from './fields';
import { withFallback } from './media';

const count = withFallback(z.number().int().nonnegative(), 0);

export const accountActivitySchema = z
  .object({
    type: z.enum(['order', 'payment', 'ticket', 'review']),
    id: z.number().int(),
    title: z.string(),
    detail: withFallback(z.string(), ''),
    amount: withFallback(z.number().nullable(), null),
    status: withFallback(z.string().nullable(), null),
    payment_status: withFallback(z.string().nullable(), null).meta({
      description: "An order's financial_status (pending, paid, refunded...); null for the other kinds.",
    }),
    date: z.string(),
    href: z.string().meta({ description: 'The storefront page that shows the record.' }),
  })
  .meta({ id: 'AccountActivity' });

export const accountSummarySchema = z.object({
  orders: z.object({ total: count, on_the_way: count }),
  tickets: z.object({ open: count }),
  wishlist: z.object({ items: count }),
  wallet: z.object({ balance: z.number(), currency: withFallback(z.string(), 'KES') }),
  reviews: z.object({ count, average_rating: withFallback(z.number().nullable(), null) }),
  recent_activity: withFallback(z.array(accountActivitySchema), []).meta({
    description: 'Newest first across the kinds; empty for `?activity=false`.',
  }),
});

// Requests.

/** GET /account/summary: `activity=false` leaves out the recent activity. */
export const accountSummaryQuerySchema = z.object({ activity: boolQuery('activity').default(true) });
