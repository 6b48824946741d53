// GET /health: the API answers requests and reaches its database.
import { z } from 'zod';

export const healthSchema = z.object({ uptime_s: z.number().int().nonnegative() }).meta({ id: 'Health' });
