// The five fields of an address (spec section 5: name, street, city, country and phone, all
// required), shared by the checkout's new address and the Address Book's add and edit modal. They
// are a useForm's fields, laid out by the form around them.
import { Field } from '@/components/forms/field';
import type { UseFormReturn } from '@/components/forms/use-form';
import type { AddressInput } from '@/lib/validation/cart';

export type AddressField = keyof AddressInput;

const ADDRESS_FIELDS: readonly { name: AddressField; label: string; autoComplete: string; type?: 'tel' }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

/** The fields in form order: useForm's `order` (the first invalid one gets the focus). */
export const ADDRESS_FIELD_NAMES: readonly AddressField[] = ADDRESS_FIELDS.map((field) => field.name);

interface AddressFieldsProps {
  /** The useForm of the five fields (its values, errors and focus). */
  form: Pick<UseFormReturn<AddressField>, 'field'>;
  disabled?: boolean;
}

export function AddressFields({ form, disabled = false }: AddressFieldsProps) {
  return (
    <>
      {ADDRESS_FIELDS.map(({ name, label, autoComplete, type }) => (
        <Field key={name} {...form.field(name)} label={label} type={type} autoComplete={autoComplete} disabled={disabled} required />
      ))}
    </>
  );
}
