import styles from './skip-link.module.scss';

/** The first stop for keyboard users: straight past the header to the page's content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
