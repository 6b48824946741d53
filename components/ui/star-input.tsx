// The rating as five radio buttons drawn as stars, for the product page's review form and the
// account's review edits: arrow keys move between them, each is read as 'n stars', and the choice
// shows by the stars filled.
import { useId, type Ref } from 'react';
import { FormError } from '@/components/ui/form-error';
import styles from './star-input.module.scss';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  legend?: string;
  /** The radio group's name (form posts and tests read it). */
  name?: string;
  /** The first star, for the form to focus when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function StarInput({ value, onChange, error, legend = 'Your rating', name, inputRef, disabled = false }: StarInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.starRow}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-filled={star <= value ? '' : undefined}>
            <input
              ref={star === 1 ? inputRef : undefined}
              type="radio"
              name={name ?? `${id}-rating`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={styles.starInput}
            />
            <svg width="28" height="28" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
            </svg>
            <span className={styles.starLabel}>
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      <FormError id={errorId}>{error}</FormError>
    </fieldset>
  );
}
