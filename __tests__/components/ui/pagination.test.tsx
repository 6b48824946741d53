/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Pagination } from '@/components/ui/pagination';

const hrefFor = (page: number) => (page === 1 ? '/marketplace' : `/marketplace?page=${page}`);

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links Previous, Next and a window of pages, marking the current one', () => {
    render(<Pagination page={5} lastPage={100} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/marketplace?page=4');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/marketplace?page=6');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 100' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page 50' })).not.toBeInTheDocument();
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    render(<Pagination page={3} lastPage={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });
});
