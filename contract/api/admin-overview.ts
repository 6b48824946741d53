// The operator's console overview (issue 33, point 1): the marketplace at a glance, in one read
// (GET /admin/overview). Every figure is counted by the API from the database; the console only
// shows it, each linking to the screen that deals with it.
import { z } from 'zod';

/** A payment still pending this long after it began is waiting too long. */
export const PAYMENT_WAIT_MINUTES = 2;
/** How many days the sales chart covers, today included. */
export const OVERVIEW_DAYS = 7;

const daySchema = z
  .object({
    date: z.string().meta({ description: 'The calendar day in Nairobi time, YYYY-MM-DD.' }),
    orders: z.number().int().meta({ description: 'Orders placed that day.' }),
    sales: z.number().meta({ description: 'The totals of the orders placed that day and paid, in shillings.' }),
  })
  .meta({ id: 'AdminOverviewDay' });

export const adminOverviewSchema = z
  .object({
    today: daySchema,
    days: z.array(daySchema).meta({ description: `The last ${OVERVIEW_DAYS} days, oldest first; the last one is today.` }),
    payments_waiting: z
      .number()
      .int()
      .meta({ description: `Pending payments begun more than ${PAYMENT_WAIT_MINUTES} minutes ago.` }),
    money_problems: z.number().int().meta({ description: "Orders marked for a refund a person must make (financial_status 'refund_due')." }),
    open_tickets: z.number().int().meta({ description: 'Support tickets neither resolved nor closed.' }),
    returns_waiting: z.number().int().meta({ description: 'Return requests still Pending.' }),
    applications_waiting: z.number().int().meta({ description: 'Seller applications still pending.' }),
  })
  .meta({ id: 'AdminOverview' });

export type AdminOverviewJson = z.infer<typeof adminOverviewSchema>;
