'use client';
// The seller's product form (issue 32, point 3), to create a product (saved as a draft) or edit
// one: name, description, price in Ksh, stock, SKU, the division chosen through its category and
// subcategory, tags, origin, weight, dimensions, and provenance (maker, county or region,
// materials, time to make). Checked with the contract's rules before it is sent; the API's field
// messages (a SKU the shop already has) are shown beside their fields.
import { useRouter } from 'next/navigation';
import type { ChangeEvent } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { PRODUCT_LIMITS } from '@/contract/api/catalog';
import { SELLER_PRODUCT_LIMITS as LIMITS } from '@/contract/api/seller-products';
import type { SellerProduct } from '@/lib/domain/seller';
import { sellerProductAnswer } from '@/lib/http/answers/seller-products';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import { sellerProductFormSchema } from '@/lib/validation/seller-products';
import type { TaxonomyChoice } from './taxonomy-choice';
import styles from './seller-products.module.scss';

const FIELDS = [
  'name',
  'description',
  'price',
  'stock',
  'sku',
  'category_id',
  'subcategory_id',
  'division_id',
  'tags',
  'origin',
  'weight',
  'dimensions',
  'maker',
  'region',
  'materials',
  'time_to_make',
] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY: Record<FieldName, string> = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<FieldName, string>;

/** The form's text for a product being edited. */
function valuesOf(product: SellerProduct): Record<FieldName, string> {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    stock: String(product.stock),
    sku: product.sku,
    category_id: String(product.categoryId),
    subcategory_id: String(product.subcategoryId),
    division_id: String(product.divisionId),
    tags: product.tags.join(', '),
    origin: product.origin ?? '',
    weight: product.weight ?? '',
    dimensions: product.dimensions ?? '',
    maker: product.maker ?? '',
    region: product.region ?? '',
    materials: product.materials.join(', '),
    time_to_make: product.timeToMake ?? '',
  };
}

interface SellerProductFormProps {
  taxonomy: TaxonomyChoice[];
  /** The product to edit; a new product without it. */
  product?: SellerProduct;
}

export function SellerProductForm({ taxonomy, product }: SellerProductFormProps) {
  const router = useRouter();
  const form = useForm<FieldName>(product ? valuesOf(product) : EMPTY, FIELDS, { noticeMs: SAVE_CONFIRMATION_MS });
  const locked = form.busy || form.done;

  const category = taxonomy.find((c) => String(c.id) === form.values.category_id);
  const subcategory = category?.subcategories.find((s) => String(s.id) === form.values.subcategory_id);

  // Choosing a category clears the subcategory and division below it; a subcategory, its division.
  const choose = (name: 'category_id' | 'subcategory_id') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    form.setValues((current) =>
      name === 'category_id' ? { ...current, category_id: value, subcategory_id: '', division_id: '' } : { ...current, subcategory_id: value, division_id: '' },
    );
  };

  const onSubmit = form.submitWhenValid(sellerProductFormSchema, async (input) => {
    if (product) {
      const answer = await form.send(
        handlers.sellerProduct(product.id),
        sellerProductAnswer,
        { method: 'PATCH', body: input },
        SELLER_PRODUCT_MESSAGES.saveFailed,
      );
      if (!answer) return;
      form.setNotice(answer.message);
      router.refresh();
      return;
    }
    const answer = await form.send(handlers.sellerProducts, sellerProductAnswer, { method: 'POST', body: input }, SELLER_PRODUCT_MESSAGES.saveFailed);
    if (!answer) return;
    form.setDone(true);
    form.setNotice(answer.message);
    // The new draft opens in its own page, where it can be published.
    router.push(pages.sellerProduct(answer.data.product.id));
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />

      <fieldset className={styles.section} disabled={locked}>
        <legend>The piece</legend>
        <Field {...form.field('name')} label="Name" maxLength={PRODUCT_LIMITS.name} required />
        <Field {...form.field('description')} as="textarea" label="Description" rows={6} maxLength={PRODUCT_LIMITS.description} />
        <div className={styles.triple}>
          <Field {...form.field('price')} label="Price (Ksh)" inputMode="decimal" required />
          <Field {...form.field('stock')} label="Stock" inputMode="numeric" required />
          <Field
            {...form.field('sku')}
            label="SKU"
            hint="Letters, digits, dots, hyphens and underscores; unique in your shop."
            maxLength={LIMITS.sku}
            autoComplete="off"
            required
          />
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={locked}>
        <legend>Where buyers find it</legend>
        <div className={styles.triple}>
          <Field {...form.field('category_id')} onChange={choose('category_id')} as="select" label="Category" required>
            <option value="">Choose a category</option>
            {taxonomy.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Field>
          <Field {...form.field('subcategory_id')} onChange={choose('subcategory_id')} as="select" label="Subcategory" disabled={!category} required>
            <option value="">Choose a subcategory</option>
            {category?.subcategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Field>
          <Field {...form.field('division_id')} as="select" label="Division" disabled={!subcategory} required>
            <option value="">Choose a division</option>
            {subcategory?.divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Field>
        </div>
        <Field {...form.field('tags')} label="Tags" hint={`Separated by commas; up to ${LIMITS.tags}.`} />
      </fieldset>

      <fieldset className={styles.section} disabled={locked}>
        <legend>Details</legend>
        <div className={styles.triple}>
          <Field {...form.field('origin')} label="Origin" maxLength={LIMITS.origin} />
          <Field {...form.field('weight')} label="Weight" hint="For example 450 g." maxLength={LIMITS.weight} />
          <Field {...form.field('dimensions')} label="Dimensions" hint="For example 30 x 20 x 10 cm." maxLength={LIMITS.dimensions} />
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={locked}>
        <legend>Provenance</legend>
        <div className={styles.pair}>
          <Field {...form.field('maker')} label="Maker" maxLength={LIMITS.maker} />
          <Field {...form.field('region')} label="County or region" maxLength={LIMITS.region} />
        </div>
        <div className={styles.pair}>
          <Field {...form.field('materials')} label="Materials" hint={`Separated by commas; up to ${LIMITS.materials}.`} />
          <Field {...form.field('time_to_make')} label="Time to make" hint="For example 3 days." maxLength={LIMITS.timeToMake} />
        </div>
      </fieldset>

      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={locked}>
          {form.busy ? 'Saving...' : product ? 'Save changes' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
