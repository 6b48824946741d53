/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimaryNav } from '@/components/layout/primary-nav';

const mockPathname = jest.fn(() => '/stories');
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

function nav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('PrimaryNav (the mobile menu)', () => {
  beforeEach(() => mockPathname.mockReturnValue('/stories'));

  it('starts closed, with a Menu button that controls the nav', () => {
    render(<PrimaryNav />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', nav().id);
    expect(nav()).toHaveAttribute('data-open', 'false');
  });

  it('opens and closes with the Menu button', async () => {
    const user = userEvent.setup();
    render(<PrimaryNav />);

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-open', 'true');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    render(<PrimaryNav />);

    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link in it is followed and when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PrimaryNav />);

    await user.click(menuButton());
    const about = screen.getByRole('link', { name: 'About' });
    // jsdom cannot navigate; the menu only needs to see the click.
    about.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(about);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    mockPathname.mockReturnValue('/faq');
    rerender(<PrimaryNav />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current section with aria-current="page"', () => {
    mockPathname.mockReturnValue('/stories/12/weaving-kiondo');
    render(<PrimaryNav />);
    expect(screen.getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Marketplace' })).not.toHaveAttribute('aria-current');
  });

  it('opens More with the other pages, and Escape closes More before the menu', async () => {
    const user = userEvent.setup();
    render(<PrimaryNav />);
    await user.click(menuButton());

    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: "Editor's Pick" })).toHaveAttribute('href', '/editors-pick');
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/ShopCategoryPage');

    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });
});
