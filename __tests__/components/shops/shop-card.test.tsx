/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ShopCard } from '@/components/shops/shop-card';
import type { ShopSummary } from '@/lib/domain/catalog';

const shop: ShopSummary = {
  id: 7,
  name: 'Cape Coast Adornments Collective',
  slug: 'cape-coast-adornments-collective',
  type: 'brand',
  location: 'Cape Coast, Ghana',
  country: 'Ghana',
  rating: 4.56,
  reviews: 154,
  yearsOfExperience: 6,
  experienceLabel: 'Experienced',
  description: 'A Cape Coast studio working with 35 artisans to make jewellery and hand-woven cloth.',
  banner: '/media/banners/7.png',
  logo: null,
  email: 'hello@cape-coast.shops.crafts.ke',
  phone: '+233201047514',
  activeProducts: 54,
  verified: true,
};

function renderCard(overrides: Partial<ShopSummary> = {}) {
  render(<ShopCard shop={{ ...shop, ...overrides }} />);
  return screen.getByRole('article');
}

describe('ShopCard', () => {
  it('shows the shop as the galleries list it: badge, name, place, rating, description, products and years', () => {
    const card = renderCard();
    expect(within(card).getByText('Brand')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: shop.name })).toBeInTheDocument();
    expect(within(card).getByText('Cape Coast, Ghana')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(154 reviews)')).toBeInTheDocument();
    expect(within(card).getByText(shop.description)).toBeInTheDocument();
    expect(within(card).getByText('54 products')).toBeInTheDocument();
    expect(within(card).getByText('6+ years')).toBeInTheDocument();
  });

  it('links Visit Shop to the shop page, naming the shop for screen readers', () => {
    const card = renderCard();
    const visit = within(card).getByRole('link', { name: `Visit Shop: ${shop.name}` });
    expect(visit).toHaveAttribute('href', '/seller-gallery/shop/cape-coast-adornments-collective');
    expect(visit).toHaveTextContent('Visit Shop');
  });

  it('badges an individual shop as an Artisan, and counts in the singular', () => {
    const card = renderCard({ type: 'individual', activeProducts: 1, reviews: 1, yearsOfExperience: 1 });
    expect(within(card).getByText('Artisan')).toBeInTheDocument();
    expect(within(card).getByText('1 product')).toBeInTheDocument();
    expect(within(card).getByText('(1 review)')).toBeInTheDocument();
    expect(within(card).getByText('1+ year')).toBeInTheDocument();
  });

  it('uses the banner as decoration and falls back to the placeholder without one', () => {
    const card = renderCard({ banner: null });
    const banner = card.querySelector('img');
    expect(banner).toHaveAttribute('alt', '');
    expect(banner?.getAttribute('src')).toContain('placeholder');
  });
});
