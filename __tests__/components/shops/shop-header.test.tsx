/** @jest-environment jsdom */
// The top of a shop's public page shows the shop's logo in its card when the seller has uploaded
// one (issue 32, point 6), and no empty frame when not; the verified badge only when an admin
// verified the shop (issue 33).
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

  it('shows the verified badge only for a shop an admin verified (issue 33)', () => {
    const { rerender } = render(<ShopHeader shop={{ ...shop, type: 'brand', verified: true }} />);
    expect(screen.getByText('Verified Brand')).toBeInTheDocument();
    rerender(<ShopHeader shop={{ ...shop, type: 'brand', verified: false }} />);
    expect(screen.queryByText('Verified Brand')).toBeNull();
    rerender(<ShopHeader shop={{ ...shop, type: 'individual', verified: true }} />);
    expect(screen.getByText('Verified Artisan')).toBeInTheDocument();
  });
});
