/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductTabs } from '@/components/product/product-tabs';

const tabs = [
  { id: 'artisan', label: 'About Artisan', content: <p>Made in Kisumu by Otieno Lakeside Crafts.</p> },
  { id: 'reviews', label: 'Reviews', content: <p>Stunning colours.</p> },
  { id: 'specifications', label: 'Specifications', content: <p>Weight 0.7 kg</p> },
  { id: 'shipping', label: 'Shipping', content: <p>A flat Ksh 350 per order.</p> },
];

const visiblePanel = () => screen.getByRole('tabpanel');

describe('ProductTabs', () => {
  it('renders every panel in the page, showing only the first', () => {
    const { container } = render(<ProductTabs tabs={tabs} label="About this piece" />);
    expect(screen.getByRole('tablist', { name: 'About this piece' })).toBeInTheDocument();
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
    // Hidden panels are still in the document (crawlers read them); only one is shown.
    expect(screen.getByText('A flat Ksh 350 per order.')).not.toBeVisible();
    expect(visiblePanel()).toHaveTextContent('Made in Kisumu');
    expect(screen.getByRole('tab', { name: 'About Artisan' })).toHaveAttribute('aria-selected', 'true');
    expect(visiblePanel()).toHaveAccessibleName('About Artisan');
  });

  it('switches panels when a tab is clicked', async () => {
    const user = userEvent.setup();
    render(<ProductTabs tabs={tabs} label="About this piece" />);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'About Artisan' })).toHaveAttribute('aria-selected', 'false');
    expect(visiblePanel()).toHaveTextContent('Stunning colours.');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab stop', async () => {
    const user = userEvent.setup();
    render(<ProductTabs tabs={tabs} label="About this piece" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'About Artisan' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('Stunning colours.');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'About Artisan' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('A flat Ksh 350 per order.');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About Artisan' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(visiblePanel()).toHaveTextContent('A flat Ksh 350 per order.');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(visiblePanel()).toHaveFocus();
  });
});
