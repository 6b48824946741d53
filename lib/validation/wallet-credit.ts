// An admin's goodwill credit to a wallet (issue 34, point 7): the contract's body, whose words the
// storefront shares, with the amount read from the form's text. Shared by the console's form and
// its route handler; the output is again a valid input, so the form sends what it checked.
import { walletCreditBodySchema } from '@/contract/api/admin';
import { numberFromText } from './seller-products';
import { z } from './zod';

export const walletCreditFormSchema = walletCreditBodySchema.extend({
  amount: z.preprocess(numberFromText, walletCreditBodySchema.shape.amount),
});
