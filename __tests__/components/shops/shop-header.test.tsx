/** @jest-environment jsdom */
// The top of a shop's public page shows the shop's logo in its card when the seller has uploaded
// one (issue 32, point 6), and no empty frame when not.
import { render, screen } from '@testing-library/react';
import { ShopHeader } from '@/components/shops/shop-header';
import type { ShopDetail } from '@/lib/domain/catalog';
import { sellerShop } from '../seller/shop-fixtures';

const shop: ShopDetail = { ...sellerShop, banner: '/media/banners/12.png', categories: [], featuredProduct: null };

describe('ShopHeader', () => {
  it('shows the shop’s logo beside its name', () => {
    render(<ShopHeader shop={shop} />);
    expect(screen.getByRole('img', { name: 'Musanze Weavers logo' })).toHaveAttribute('src', expect.stringContaining('logo-12.webp'));
    expect(screen.getByRole('heading', { level: 1, name: 'Musanze Weavers' })).toBeInTheDocument();
  });

  it('shows no logo for a shop without one', () => {
    render(<ShopHeader shop={{ ...shop, logo: null }} />);
    expect(screen.queryByRole('img', { name: 'Musanze Weavers logo' })).toBeNull();
  });
});
