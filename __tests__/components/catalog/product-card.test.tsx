/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { ProductCard, formatCardRating } from '@/components/catalog/product-card';
import { ToastProvider } from '@/components/ui/toast';
import { cardProduct, type ProductSummary } from '@/lib/domain/catalog';

jest.mock('next-auth/react', () => ({ useSession: jest.fn(() => ({ data: null, status: 'unauthenticated', update: jest.fn() })) }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const product: ProductSummary = {
  id: 42,
  name: 'Sisal Kiondo Basket',
  sku: 'BAS-001-000042',
  price: 1250,
  image: '/media/products/baskets-1.png',
  imageAlt: 'Sisal Kiondo Basket, front view',
  artisan: "Akinyi's Baskets",
  shopSlug: 'akinyi-s-baskets',
  rating: 4,
  reviewCount: 3,
  inStock: true,
  stock: 5,
  isFeatured: false,
  category: { id: 6, name: 'Baskets' },
  subcategory: { id: 21, name: 'Kiondo' },
  division: { id: 60, name: 'Sisal Kiondo' },
};

function renderCard(overrides: Partial<ProductSummary> = {}) {
  return render(
    <ToastProvider>
      <ProductCard product={{ ...product, ...overrides }} />
    </ToastProvider>,
  );
}

describe('ProductCard', () => {
  beforeEach(() => (useSession as jest.Mock).mockClear());

  it('shows the title as a link to the product page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Sisal Kiondo Basket' });
    expect(link).toHaveAttribute('href', '/product/42');
    expect(screen.getByRole('heading', { name: 'Sisal Kiondo Basket' })).toContainElement(link);
  });

  it('names the artisan, the rating and the price in Ksh with thousands separators', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(within(card).getByText("By Akinyi's Baskets")).toBeInTheDocument();
    expect(within(card).getByText('Ksh 1,250')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(4.0)')).toBeInTheDocument();
  });

  it('shows the product image with its alt text', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Sisal Kiondo Basket, front view' })).toBeInTheDocument();
  });

  it('offers Add to cart and a favourite heart', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Sisal Kiondo Basket to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks a sold-out product and disables Add to cart', () => {
    renderCard({ inStock: false, stock: 0 });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('formats ratings the spec’s way', () => {
    expect(formatCardRating(5)).toBe('(5.0)');
    // Halves up (contract/rules/rating.ts), not toFixed's floating-point 4.3.
    expect(formatCardRating(4.35)).toBe('(4.4)');
    expect(formatCardRating(Number.NaN)).toBe('(0.0)');
  });

  it('is sent only what it shows, so each card stays small in the page payload', () => {
    const props = cardProduct(product);
    expect(Object.keys(props).sort()).toEqual(['artisan', 'id', 'image', 'imageAlt', 'inStock', 'name', 'price', 'rating']);
    render(
      <ToastProvider>
        <ProductCard product={props} />
      </ToastProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sisal Kiondo Basket' })).toHaveAttribute('href', '/product/42');
    expect(screen.getByText('Ksh 1,250')).toBeInTheDocument();
  });
});
