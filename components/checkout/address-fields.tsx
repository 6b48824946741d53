// The new-address fields of the checkout (spec section 5: name, street, city, country and phone
// are required). Controlled by the checkout panel.
import { FormError } from '@/components/ui/form-error';
import type { AddressInput } from '@/lib/validation/cart';
import styles from './checkout.module.scss';

export const ADDRESS_FIELDS: { name: keyof AddressInput; label: string; autoComplete: string; type?: string }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressInput;
  errors: Partial<Record<keyof AddressInput, string>>;
  disabled: boolean;
  onChange: (name: keyof AddressInput, value: string) => void;
}

export function AddressFields({ idPrefix, values, errors, disabled, onChange }: AddressFieldsProps) {
  return (
    <div className={styles.fields}>
      {ADDRESS_FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type ?? 'text'}
              className={styles.input}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              disabled={disabled}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FormError id={`${id}-error`}>{error}</FormError>
          </div>
        );
      })}
    </div>
  );
}
