// The newsletter: the public signup (POST /newsletter/subscribe) and the signed-in buyer's
// preferences (GET / PUT /newsletter/preferences), what the API accepts and what it answers.
import { z } from 'zod';
import { booleanField, emailField } from './fields';

export const newsletterSubscribeBodySchema = z.object({ email: emailField('Please enter your email address.') });

/** The signup's answer: the same whether or not the address was already on the list. */
export const newsletterSubscribedSchema = z.object({ email: z.string(), subscribed: z.literal(true) });

/** A PUT sends any of the four switches; the others keep their saved (or default) value. */
export const newsletterPreferencesBodySchema = z.strictObject(
  {
    marketing: booleanField('marketing').optional(),
    product: booleanField('product').optional(),
    events: booleanField('events').optional(),
    unsubscribe: booleanField('unsubscribe').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown preference: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'Please send the preferences as an object of true or false values.'
          : undefined,
  },
);

/** The account e-mail's preferences; `subscribed` is true while a subscription exists and is not unsubscribed. */
export const newsletterPreferencesSchema = z
  .object({
    email: z.string(),
    subscribed: z.boolean(),
    marketing: z.boolean(),
    product: z.boolean(),
    events: z.boolean(),
    unsubscribe: z.boolean(),
  })
  .meta({ id: 'NewsletterPreferences' });
