// A shop's category chips (spec section 2): 'All' plus the categories the shop sells in. One is
// chosen at a time, and each chip is a link to that view of the shop, so the choice is in the URL,
// works without JavaScript and can be crawled. Styled like the marketplace's chips.
import Link from 'next/link';
import chips from '@/components/catalog/category-chips.module.scss';
import type { ShopCategory } from '@/lib/domain/catalog';
import { pages } from '@/lib/routing/urls';

interface ShopCategoryChipsProps {
  shopSlug: string;
  categories: ShopCategory[];
  /** The chosen category's slug; null for All. */
  selected: string | null;
}

export function ShopCategoryChips({ shopSlug, categories, selected }: ShopCategoryChipsProps) {
  const items = [{ key: 'all', name: 'All', slug: null as string | null }, ...categories.map((c) => ({ key: String(c.id), name: c.name, slug: c.slug }))];
  return (
    <nav aria-label="Filter by category" className={chips.nav}>
      <ul className={chips.chips}>
        {items.map((item) => {
          const current = item.slug === selected;
          return (
            <li key={item.key}>
              <Link
                href={pages.shop(shopSlug, { category: item.slug })}
                className={current ? `${chips.chip} ${chips.selected}` : chips.chip}
                aria-current={current ? 'page' : undefined}
                scroll={false}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
