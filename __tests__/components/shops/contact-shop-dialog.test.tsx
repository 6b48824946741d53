/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactShopDialog } from '@/components/shops/contact-shop-dialog';

function renderDialog(props: Partial<Parameters<typeof ContactShopDialog>[0]> = {}) {
  const label = props.label ?? 'Contact Brand';
  render(<ContactShopDialog shopName="Indaba Gallery" email="hello@indaba-gallery.shops.crafts.ke" phone="+27 21 555 0134" {...props} label={label} />);
  return { user: userEvent.setup(), trigger: screen.getByRole('button', { name: label }) };
}

const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

describe('ContactShopDialog', () => {
  it('is closed until the button is pressed', () => {
    const { trigger } = renderDialog();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('opens with the shop’s email and phone as links, and moves focus into it', async () => {
    const { user, trigger } = renderDialog();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Contact Indaba Gallery' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('link', { name: 'hello@indaba-gallery.shops.crafts.ke' })).toHaveAttribute(
      'href',
      'mailto:hello@indaba-gallery.shops.crafts.ke',
    );
    expect(within(dialog).getByRole('link', { name: '+27 21 555 0134' })).toHaveAttribute('href', 'tel:+27215550134');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with Close and with Escape, each time returning focus to the button', async () => {
    const { user, trigger } = renderDialog();
    await user.click(trigger);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(dialogElement()).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();
  });

  it('says so when the shop has not listed an email or a phone', async () => {
    const { user, trigger } = renderDialog({ email: null, phone: null, label: 'Contact Artisan' });
    expect(trigger).toHaveTextContent('Contact Artisan');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('Not listed')).toHaveLength(2);
  });
});
