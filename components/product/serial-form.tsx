// Check a serial number without JavaScript: a plain GET form to /verify/lookup, which redirects to the
// shareable /verify/{serial}.
import { Icon } from '@/components/ui/icon';
import { FormError } from '@/components/ui/form-error';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';
import styles from './serial-form.module.scss';

interface SerialFormProps {
  id: string;
  title: string;
  defaultValue?: string;
  error?: string | null;
}

export function SerialForm({ id, title, defaultValue = '', error = null }: SerialFormProps) {
  const inputId = `${id}-serial`;
  const errorId = `${id}-error`;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <form action={pages.verifyLookup} method="get" className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          Serial number
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="serial"
            className={styles.input}
            defaultValue={defaultValue}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. AFC-KE01-0001"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={`${button.button} ${button.primary}`}>
            <Icon name="shield-check" />
            Verify Authenticity
          </button>
        </div>
        <FormError id={errorId}>{error}</FormError>
      </form>
    </section>
  );
}
