// Verified Creators: a few premium brands and a few individual artisans, drawn from the real shop
// directory (cached), each leading to its shop page. A failed read throws (see product-section.tsx).
import Link from 'next/link';
import { getShopList } from '@/lib/catalog/shops';
import { creatorCardShop, type ShopType } from '@/lib/domain/catalog';
import { pages } from '@/lib/routing/urls';
import { CreatorCard } from './creator-card';
import { SectionMessage } from './section-message';
import styles from './verified-creators.module.scss';

const CREATORS_PER_KIND = 3;

const KINDS: { type: ShopType; title: string; badge: string; more: { href: string; label: string } }[] = [
  { type: 'brand', title: 'Premium brands', badge: 'Brand', more: { href: pages.premiumBrands, label: 'All premium brands' } },
  {
    type: 'individual',
    title: 'Individual artisans',
    badge: 'Artisan',
    more: { href: pages.individualArtisans, label: 'All individual artisans' },
  },
];

async function CreatorList({ type, badge }: { type: ShopType; badge: string }) {
  const page = await getShopList({ shopType: type, ratings: 4, sortBy: 'name', perPage: CREATORS_PER_KIND });
  const shops = page.items.slice(0, CREATORS_PER_KIND);
  if (shops.length === 0) return <SectionMessage>No shops here yet.</SectionMessage>;
  return (
    <ul className={styles.list}>
      {shops.map((shop) => (
        <li key={shop.id}>
          <CreatorCard shop={creatorCardShop(shop)} badge={badge} />
        </li>
      ))}
    </ul>
  );
}

export function VerifiedCreators() {
  return (
    <div className={styles.groups}>
      {KINDS.map((kind) => (
        <div key={kind.type} className={styles.group}>
          <div className={styles.groupHeader}>
            <h3 className={styles.groupTitle}>{kind.title}</h3>
            <Link href={kind.more.href} className={styles.more}>
              {kind.more.label}
            </Link>
          </div>
          <CreatorList type={kind.type} badge={kind.badge} />
        </div>
      ))}
    </div>
  );
}
