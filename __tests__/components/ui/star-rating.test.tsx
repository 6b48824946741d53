/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from '@/components/ui/star-rating';

describe('StarRating', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5'],
    [4, 'Rated 4 out of 5'],
    [4.26, 'Rated 4.3 out of 5'],
    [7, 'Rated 5 out of 5'],
    [-1, 'Rated 0 out of 5'],
  ])('reads %p as "%s"', (value, label) => {
    render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });
});
