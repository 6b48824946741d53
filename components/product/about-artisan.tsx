// The About Artisan tab: who made the piece, from the shop's own record.
import Link from 'next/link';
import { StarRating } from '@/components/ui/star-rating';
import type { ProductShop } from '@/lib/catalog/product';
import { formatRating } from '@/lib/format/rating';
import { pages } from '@/lib/routing/urls';
import { FactList, type Fact } from './fact-list';
import styles from './fact-list.module.scss';

export function AboutArtisan({ shop }: { shop: ProductShop }) {
  const facts: Fact[] = [
    ['Name', shop.name],
    ['Type', shop.type === 'brand' ? 'Premium brand' : 'Individual artisan'],
    ['Location', shop.location],
    ['Country', shop.country],
    ['Experience', `${shop.yearsOfExperience} ${shop.yearsOfExperience === 1 ? 'year' : 'years'}`],
    [
      'Rating',
      <span key="rating" className={styles.rating}>
        <StarRating value={shop.rating} />
        <span aria-hidden="true">
          {formatRating(shop.rating)} ({shop.reviews} {shop.reviews === 1 ? 'review' : 'reviews'})
        </span>
      </span>,
    ],
  ];
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>{shop.name}</h3>
      {shop.description && <p className={styles.lead}>{shop.description}</p>}
      <FactList facts={facts} />
      <p>
        <Link href={pages.shop(shop.slug)} className={styles.link}>
          Visit {shop.name}&apos;s shop
        </Link>
      </p>
    </div>
  );
}
