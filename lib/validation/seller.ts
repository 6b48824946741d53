// The /sell form (issue 32, point 1): the contract's application body, whose words the storefront
// shares, with years of experience read from the form's text. Shared by the client form and its
// route handler; the output is again a valid input, so the form sends what it checked.
import { sellerApplicationBodySchema } from '@/contract/api/seller-applications';
import { z } from './zod';

/** '4' from the form or 4 sent again: a number; blank stays blank, so the message is the range's. */
const yearsFromText = (raw: unknown) => (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw);

export const sellerApplicationFormSchema = sellerApplicationBodySchema.extend({
  years_of_experience: z.preprocess(yearsFromText, sellerApplicationBodySchema.shape.years_of_experience),
});
