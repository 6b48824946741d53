/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingFilters } from '@/components/catalog/listing-filters';
import { EMPTY_LISTING } from '@/lib/catalog/listing-query';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

describe('ListingFilters', () => {
  it('is a GET form to the listing with labelled sort and price fields', () => {
    render(<ListingFilters state={{ ...EMPTY_LISTING, sort: 'price_desc', minPrice: 500 }} />);
    const form = screen.getByRole('form', { name: 'Sort and filter' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/marketplace');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    expect(screen.getByLabelText('Min')).toHaveValue(500);
    expect(screen.getByLabelText('Max')).toHaveValue(null);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Price low to high', 'Price high to low', 'Name', 'Top rated']);
  });

  it('applies a new sort at once, keeping the search and categories and leaving empty fields out', async () => {
    render(<ListingFilters state={{ ...EMPTY_LISTING, q: 'kiondo', categories: ['baskets', 'textiles'], page: 4 }} />);
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'Price low to high');
    expect(push).toHaveBeenCalledWith('/marketplace?q=kiondo&category=baskets,textiles&sort=price_asc');
  });

  it('applies a price range with the Apply button', async () => {
    const user = userEvent.setup();
    render(<ListingFilters state={EMPTY_LISTING} />);
    await user.type(screen.getByLabelText('Min'), '1000');
    await user.type(screen.getByLabelText('Max'), '2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(push).toHaveBeenCalledWith('/marketplace?min=1000&max=2000');
  });

  it('sends the default order as no sort at all', async () => {
    render(<ListingFilters state={{ ...EMPTY_LISTING, sort: 'rating' }} />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(push).toHaveBeenCalledWith('/marketplace');
  });
});
