// One on/off choice: a real checkbox with role="switch" (Space toggles it; screen readers say
// "on" / "off"), its label and a hint that describes it.
import { useId } from 'react';
import styles from './preferences.module.scss';

interface SwitchFieldProps {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function SwitchField({ name, label, hint, checked, onChange, disabled = false }: SwitchFieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={styles.switchHint}>
            {hint}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
        disabled={disabled}
        className={styles.switch}
      />
    </div>
  );
}
