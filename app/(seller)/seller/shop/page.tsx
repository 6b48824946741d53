// /seller/shop (issue 32, point 6): the shop's profile as buyers see it on its page (description,
// location, country, contact e-mail and phone) and its logo and banner, each changed here. Per
// request for the signed-in seller; anonymous visitors go to login and come back, anyone else
// gets the seller pages' 403.
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import { SellerShopForm } from '@/components/seller-shop/seller-shop-form';
import { SellerShopImage } from '@/components/seller-shop/seller-shop-image';
import { readOrEnd } from '@/lib/account/load';
import { SELLER_SHOP_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { getSellerShop } from '@/lib/upstream/seller-shop';

export const metadata: Metadata = { title: 'Shop profile', robots: { index: false } };

export default async function SellerShopPage() {
  const here = pages.sellerShop;
  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(here);
  if (!session) return null;
  const shop = readOrEnd(await getSellerShop(session.accessToken), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Shop profile</h1>
        <p className={styles.lead}>What buyers read about your shop on its page. Changes show there within a few minutes.</p>
      </header>
      {shop ? (
        <>
          <p className={styles.lead}>
            <Link href={pages.shop(shop.slug)}>View your shop page</Link>
          </p>
          <SellerShopForm shop={shop} />
          <SellerShopImage kind="logo" shopName={shop.name} image={shop.logo} />
          <SellerShopImage kind="banner" shopName={shop.name} image={shop.banner} />
        </>
      ) : (
        <p className={styles.problem} role="alert">
          {SELLER_SHOP_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
