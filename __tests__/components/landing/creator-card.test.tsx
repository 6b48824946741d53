/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CreatorCard } from '@/components/landing/creator-card';
import type { CreatorCardShop } from '@/lib/domain/catalog';

const shop: CreatorCardShop = {
  name: "Akinyi's Baskets",
  slug: 'akinyi-s-baskets',
  location: 'Malindi, Kenya',
  rating: 4.61,
  yearsOfExperience: 6,
  banner: '/media/banners/13.png',
};

describe('CreatorCard', () => {
  it('names the shop with a link to its page, its place, rating and years of work', () => {
    render(<CreatorCard shop={shop} badge="Artisan" />);
    expect(screen.getByRole('link', { name: "Akinyi's Baskets" })).toHaveAttribute('href', '/seller-gallery/shop/akinyi-s-baskets');
    expect(screen.getByText('Malindi, Kenya')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /rated 4\.6 out of 5/i })).toBeInTheDocument();
    expect(screen.getByText('6+ years')).toBeInTheDocument();
    expect(screen.getByText('Artisan')).toBeInTheDocument();
  });

  it('calls a shop in its first year a New Seller, as the shop galleries do', () => {
    render(<CreatorCard shop={{ ...shop, yearsOfExperience: 0 }} badge="Artisan" />);
    expect(screen.getByText('New Seller')).toBeInTheDocument();
    expect(screen.queryByText(/0\+ years/)).not.toBeInTheDocument();
  });
});
