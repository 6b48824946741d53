import styles from './story-loading.module.scss';

/** What the stories pages show while they load: the spec's 'Loading...' and a light outline. */
export function StoryLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className={styles.message}>
        Loading...
      </p>
      <div className={styles.heading} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
