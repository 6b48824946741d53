'use client';
// The application to sell (issue 32, point 1): shop name and type, country and location, a
// description, a phone and an M-Pesa number for payouts, and years of experience. Checked with the
// contract's rules before it is sent; once received, the page is read again and shows the
// application's state instead of the form.
import { useRouter } from 'next/navigation';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { SELLER_APPLICATION_LIMITS as LIMITS } from '@/contract/rules/seller-applications';
import { sellerApplicationAnswer } from '@/lib/http/answers/seller';
import { SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { sellerApplicationFormSchema } from '@/lib/validation/seller';
import styles from './sell.module.scss';

const FIELDS = ['shop_name', 'shop_type', 'country', 'location', 'description', 'phone', 'mpesa_number', 'years_of_experience'] as const;
const EMPTY = {
  shop_name: '',
  shop_type: 'individual',
  country: 'Kenya',
  location: '',
  description: '',
  phone: '',
  mpesa_number: '',
  years_of_experience: '',
};

export function SellerApplicationForm() {
  const router = useRouter();
  const form = useForm(EMPTY, FIELDS);

  const onSubmit = form.submitWhenValid(sellerApplicationFormSchema, async (input) => {
    const answer = await form.send(handlers.sellerApplications, sellerApplicationAnswer, { body: input }, SELLER_MESSAGES.applyFailed);
    if (!answer) return;
    form.setDone(true);
    form.setNotice(SELLER_MESSAGES.applied);
    // The page shows the pending application in place of the form.
    router.refresh();
  });

  const locked = form.busy || form.done;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <div className={styles.pair}>
        <Field {...form.field('shop_name')} label="Shop name" autoComplete="organization" maxLength={LIMITS.shopName} disabled={locked} required />
        <Field {...form.field('shop_type')} as="select" label="Shop type" disabled={locked} required>
          <option value="individual">Individual artisan</option>
          <option value="brand">Brand</option>
        </Field>
      </div>
      <div className={styles.pair}>
        <Field {...form.field('country')} label="Country" autoComplete="country-name" maxLength={LIMITS.country} disabled={locked} required />
        <Field {...form.field('location')} label="Location" hint="Town or county." maxLength={LIMITS.location} disabled={locked} required />
      </div>
      <Field
        {...form.field('description')}
        as="textarea"
        rows={5}
        label="Description"
        hint="What you make, and how."
        maxLength={LIMITS.description}
        disabled={locked}
        required
      />
      <div className={styles.pair}>
        <Field {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" maxLength={LIMITS.phone} disabled={locked} required />
        <Field
          {...form.field('mpesa_number')}
          type="tel"
          label="M-Pesa number"
          hint="Where we pay your sales (a Safaricom number)."
          maxLength={LIMITS.phone}
          disabled={locked}
          required
        />
      </div>
      <Field
        {...form.field('years_of_experience')}
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.yearsOfExperience}
        label="Years of experience"
        disabled={locked}
        required
      />
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={locked}>
          {form.busy ? 'Sending...' : 'Apply to sell'}
        </button>
      </div>
    </form>
  );
}
