// The form's error summary (the spec's one-line message: a validation rule, the API's answer or
// the screen's fallback), shown with the one form-error component.
import { FormError } from '@/components/ui/form-error';
import styles from './auth-form.module.scss';

export function FormSummary({ id, message }: { id: string; message: string | null }) {
  return (
    <FormError id={id} className={styles.summary}>
      {message}
    </FormError>
  );
}
