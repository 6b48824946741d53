import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { pages } from '@/lib/routing/urls';
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
    <form action={pages.marketplace} method="get" role="search" aria-label={label} className={className ? `${styles.form} ${className}` : styles.form}>
      <label htmlFor={id} className={styles.label}>
        Search products
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        // No '…' here: the header is on every page, and one character beyond Latin-1 makes the
        // whole cached page a two-byte string that costs twice as much to send (docs/decisions/007).
        placeholder="Search baskets, beadwork, art"
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
