// What a landing section shows instead of its content when its list is empty.
import styles from './section-message.module.scss';

export function SectionMessage({ children }: { children: string }) {
  return <p className={styles.message}>{children}</p>;
}
