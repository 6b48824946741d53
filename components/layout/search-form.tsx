import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './search-form.module.scss';

interface SearchFormProps {
  id?: string;
  /** Names the search landmark; a page with a second search box gives it its own. */
  label?: string;
  className?: string;
}

/** A plain GET form: searching works before (and without) JavaScript. */
export function SearchForm({ id = 'site-search', label = 'Site search', className }: SearchFormProps) {
  return (
    <form action="/marketplace" method="get" role="search" aria-label={label} className={className ? `${styles.form} ${className}` : styles.form}>
      <label htmlFor={id} className={styles.label}>
        Search products
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Search baskets, beadwork, art…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </form>
  );
}
