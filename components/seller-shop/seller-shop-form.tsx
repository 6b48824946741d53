'use client';
// The shop's profile form at /seller/shop (issue 32, point 6): description, location, country,
// contact e-mail and phone, and the M-Pesa number payouts go to (issue 34), checked with the contract's rules before it is sent (the handler checks
// them again); the API's field messages are shown beside their fields. An empty e-mail or phone
// clears it. Buyers see the change on the shop's page within the revalidation.
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import productStyles from '@/components/seller-products/seller-products.module.scss';
import button from '@/components/ui/button.module.scss';
import type { SellerShop } from '@/lib/domain/seller';
import { sellerShopAnswer } from '@/lib/http/answers/seller-shop';
import { SELLER_SHOP_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { SHOP_PROFILE_LIMITS as LIMITS, sellerShopChangeSchema } from '@/contract/api/seller-shop';

const FIELDS = ['description', 'location', 'country', 'email', 'phone_number', 'mpesa_number'] as const;
type FieldName = (typeof FIELDS)[number];

function valuesOf(shop: SellerShop): Record<FieldName, string> {
  return {
    description: shop.description,
    location: shop.location,
    country: shop.country,
    email: shop.email ?? '',
    phone_number: shop.phone ?? '',
    mpesa_number: shop.mpesaNumber ?? '',
  };
}

export function SellerShopForm({ shop }: { shop: SellerShop }) {
  const form = useForm<FieldName>(valuesOf(shop), FIELDS, { noticeMs: SAVE_CONFIRMATION_MS });

  const onSubmit = form.submitWhenValid(sellerShopChangeSchema, async (input) => {
    const answer = await form.send(handlers.sellerShop, sellerShopAnswer, { method: 'PATCH', body: input }, SELLER_SHOP_MESSAGES.saveFailed);
    if (!answer) return;
    // What the API stored (trimmed, a phone written its way).
    form.setValues(valuesOf(answer.data.shop));
    form.setNotice(answer.message);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <fieldset className={productStyles.section} disabled={form.busy}>
        <legend>About the shop</legend>
        <Field {...form.field('description')} as="textarea" label="Description" rows={5} maxLength={LIMITS.description} />
        <div className={productStyles.pair}>
          <Field {...form.field('location')} label="Location" maxLength={LIMITS.location} autoComplete="address-level2" required />
          <Field {...form.field('country')} label="Country" maxLength={LIMITS.country} autoComplete="country-name" required />
        </div>
        <div className={productStyles.pair}>
          <Field {...form.field('email')} label="Contact email" type="email" autoComplete="email" hint="Leave it empty to show none." />
          <Field {...form.field('phone_number')} label="Contact phone" type="tel" autoComplete="tel" hint="Leave it empty to show none." />
        </div>
      </fieldset>
      <fieldset className={productStyles.section} disabled={form.busy}>
        <legend>Payouts</legend>
        <Field
          {...form.field('mpesa_number')}
          label="M-Pesa number for payouts"
          type="tel"
          autoComplete="tel"
          hint="A Safaricom number: your payouts are sent here. Buyers never see it."
        />
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
