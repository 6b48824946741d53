// What a landing section shows instead of its content: the spec's failure message, or an empty list.
import styles from './section-message.module.scss';

export function SectionMessage({ children, role }: { children: string; role?: 'alert' }) {
  return (
    <p className={styles.message} role={role}>
      {children}
    </p>
  );
}
