/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CategoryChips } from '@/components/catalog/category-chips';
import { EMPTY_LISTING } from '@/lib/catalog/listing-query';

const categories = [
  { id: 1, name: 'Textiles', slug: 'textiles' },
  { id: 2, name: 'Jewelry', slug: 'jewelry' },
  { id: 3, name: 'Art', slug: 'art' },
];

describe('CategoryChips', () => {
  it('links every chip to the marketplace filtered by that category', () => {
    render(<CategoryChips categories={categories} state={EMPTY_LISTING} />);
    expect(screen.getByRole('link', { name: 'Filter by Textiles' })).toHaveAttribute('href', '/marketplace?category=textiles');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a second category to the selection, keeping the search and going back to page 1', () => {
    render(<CategoryChips categories={categories} state={{ ...EMPTY_LISTING, categories: ['textiles'], q: 'beads', page: 3 }} />);
    expect(screen.getByRole('link', { name: 'Filter by Jewelry' })).toHaveAttribute('href', '/marketplace?q=beads&category=jewelry,textiles');
  });

  it('shows × on a selected chip, whose link removes it', () => {
    render(<CategoryChips categories={categories} state={{ ...EMPTY_LISTING, categories: ['jewelry', 'textiles'] }} />);
    const selected = screen.getByRole('link', { name: /Textiles, selected/ });
    expect(selected).toHaveTextContent('Textiles×');
    expect(selected).toHaveAttribute('href', '/marketplace?category=jewelry');
    expect(screen.getByRole('link', { name: 'Filter by Art' })).not.toHaveTextContent('×');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });
});
