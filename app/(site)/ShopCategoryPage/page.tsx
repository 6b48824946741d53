// /ShopCategoryPage: the whole category tree as links (categories, their subcategories and
// divisions), for shoppers who browse and for crawlers. Rendered per request from one cached read.
import type { Metadata } from 'next';
import Link from 'next/link';
import { pages } from '@/lib/routing/urls';
import styles from './page.module.scss';
import pageStyles from '@/components/catalog/catalogue-page.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import { getCategoryTree } from '@/lib/catalog/taxonomy';
import { listingHref } from '@/lib/catalog/listing-query';
import { formatCount, PRODUCT_NOUN } from '@/lib/format/count';
import { HOME_CRUMB } from '@/lib/seo/breadcrumbs';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

const PATH = pages.categories;

export const metadata: Metadata = pageMetadata({
  title: 'Browse all categories',
  description:
    'Every category of handcrafted goods on the marketplace, with its subcategories and types: textiles, jewellery, art, baskets, beadwork and more.',
  path: PATH,
});

export default async function ShopCategoryPage() {
  const tree = await getCategoryTree();
  const trail = [HOME_CRUMB, { name: 'Browse all categories', href: PATH }];
  return (
    <div className={pageStyles.page}>
      <Breadcrumbs items={trail} />
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>Browse all categories</h1>
        <p className={pageStyles.intro}>Every kind of handcrafted piece on the marketplace, from the category down to the type.</p>
      </header>
      <nav aria-label="All categories" className={styles.index}>
        {tree.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`category-${category.id}`}>
            <div className={styles.categoryHead}>
              <span className={styles.thumb}>
                <FallbackImage src={category.image} alt="" fill sizes="64px" maxWidth={256} className={styles.thumbImage} />
              </span>
              <div>
                <h2 id={`category-${category.id}`} className={styles.categoryTitle}>
                  <Link href={pages.category(category.id)}>{category.name}</Link>
                </h2>
                <p className={styles.count}>
                  {formatCount(category.productCount, PRODUCT_NOUN)} ·{' '}
                  <Link href={listingHref(pages.marketplace, { categories: [category.slug] })}>shop all</Link>
                </p>
              </div>
            </div>
            <ul className={styles.subcategories}>
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <h3 className={styles.subTitle}>
                    <Link href={pages.subcategory(sub.id)}>{sub.name}</Link>
                  </h3>
                  <ul className={styles.divisions}>
                    {sub.divisions.map((division) => (
                      <li key={division.id}>
                        <Link href={pages.division(division.id)}>{division.name}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </div>
  );
}
