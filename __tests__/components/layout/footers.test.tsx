/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { SellerFooter } from '@/components/layout/seller-footer';
import { SiteFooter } from '@/components/layout/site-footer';

describe('SiteFooter', () => {
  it('states the trust claims and links to help', () => {
    render(<SiteFooter year={2031} />);
    const footer = screen.getByRole('contentinfo');
    for (const claim of ['Authenticity Verified', 'Secure Payments', 'Fast Shipping', 'Fair Trade']) {
      expect(within(footer).getByText(claim)).toBeInTheDocument();
    }
    expect(within(footer).getByText('Kenya to US in 5-7 days.')).toBeInTheDocument();
    expect(within(footer).getByText(/full refund within 90 days/)).toBeInTheDocument();

    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    expect(within(nav).getByRole('link', { name: 'Returns & Refunds' })).toHaveAttribute('href', '/returns-refunds');
    // The year is the server's, handed down: the browser's clock never decides it.
    expect(within(footer).getByText(/© 2031 Mikono/)).toBeInTheDocument();
  });
});

describe('SellerFooter', () => {
  it('speaks to sellers: the galleries and how to become one', () => {
    render(<SellerFooter year={2031} />);
    const nav = screen.getByRole('navigation', { name: 'Sellers' });
    expect(within(nav).getByRole('link', { name: 'Sellers Hub' })).toHaveAttribute('href', '/seller-gallery');
    expect(within(nav).getByRole('link', { name: 'Premium Brands' })).toHaveAttribute('href', '/seller-gallery/premium-brands');
    expect(within(nav).getByRole('link', { name: 'Individual Artisans' })).toHaveAttribute('href', '/seller-gallery/individual-artisans');
    expect(within(nav).getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/sell');
    expect(screen.getByText('Authenticity Verified')).toBeInTheDocument();
    expect(screen.getByText(/© 2031 Mikono/)).toBeInTheDocument();
  });
});
