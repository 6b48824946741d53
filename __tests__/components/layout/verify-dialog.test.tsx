/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyDialog } from '@/components/layout/verify-dialog';
import type { Verification } from '@/lib/domain/verification';

const verification: Verification = {
  status: 'verified',
  date: '2026-03-02T09:00:00.000Z',
  product: {
    name: 'Kiondo Sisal Basket',
    image: { src: '/media/products/1.png', alt: 'A kiondo basket woven in sisal' },
    shop: {
      name: 'Amani Beadworks',
      slug: 'amani-beadworks',
      country: 'Kenya',
      rating: 4.5,
      story: 'Women weavers from Machakos who learnt the craft from their grandmothers.',
    },
    category: 'Home Deco',
    subcategory: 'Woven Goods',
    division: 'Baskets',
    origin: 'Machakos, Kenya',
    verifiedAt: '2026-01-15T10:00:00.000Z',
  },
};

function jsonResponse(body: unknown, status = 200) {
  return { ok: status < 400, status, json: async () => body } as unknown as Response;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function openAndSubmit(serial: string) {
  const user = userEvent.setup();
  render(<VerifyDialog />);
  await user.click(screen.getByRole('button', { name: 'Verify a product' }));
  const dialog = screen.getByRole('dialog', { name: 'Verify Product' });
  const input = within(dialog).getByLabelText('Serial number');
  expect(input).toHaveFocus();
  if (serial) await user.type(input, serial);
  await user.click(within(dialog).getByRole('button', { name: 'Verify Authenticity' }));
  return { user, dialog };
}

describe('VerifyDialog', () => {
  it('requires a serial number and does not call the server for blanks', async () => {
    const { dialog } = await openAndSubmit('   ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a serial number.');
    expect(within(dialog).getByLabelText('Serial number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Verifying... while the check is pending and asks the route with the trimmed serial', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));

    const { dialog } = await openAndSubmit('  AFC-KE01-0001 ');
    expect(fetchMock).toHaveBeenCalledWith('/api/verify/AFC-KE01-0001', expect.anything());
    const busy = within(dialog).getByRole('button', { name: 'Verifying...' });
    expect(busy).toBeDisabled();

    await act(async () => answer(jsonResponse({ ok: true, verification })));
    expect(await within(dialog).findByText('Authentic Product')).toBeInTheDocument();
  });

  it("shows the route's failure message", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: false, message: 'Serial number not found or invalid.' }, 404));
    const { dialog } = await openAndSubmit('AFC-FAKE-0000');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Serial number not found or invalid.');
    expect(within(dialog).getByRole('button', { name: 'Verify Authenticity' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Serial number')).toHaveValue('AFC-FAKE-0000');
  });

  it('falls back to the spec message when the route gives none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: false }, 502));
    const { dialog } = await openAndSubmit('AFC-KE01-0001');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Serial number not found or invalid.');
  });

  it('shows the verified product, its artisan and the guarantee', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, verification }));
    const { dialog } = await openAndSubmit('AFC-KE01-0001');

    const banner = await within(dialog).findByText('Authentic Product');
    await waitFor(() => expect(banner.closest('p')).toHaveFocus());
    expect(within(dialog).getByRole('heading', { name: 'Kiondo Sisal Basket' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'A kiondo basket woven in sisal' })).toBeInTheDocument();

    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(fact('Master Artisan')).toHaveTextContent('Amani Beadworks');
    expect(fact('Category')).toHaveTextContent('Home Deco');
    expect(fact('Subcategory')).toHaveTextContent('Woven Goods');
    expect(fact('Division')).toHaveTextContent('Baskets');
    expect(fact('Origin')).toHaveTextContent('Machakos, Kenya');
    expect(fact('Date verified')).toHaveTextContent('15 January 2026');
    expect(fact('Artisan country')).toHaveTextContent('Kenya');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(dialog).getByText(/learnt the craft from their grandmothers/)).toBeInTheDocument();
    expect(within(dialog).getByText(/90-day refund guarantee/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See Shop' })).toHaveAttribute('href', '/seller-gallery/shop/amani-beadworks');
  });

  it('Verify Another Product brings back an empty form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, verification }));
    const { user, dialog } = await openAndSubmit('AFC-KE01-0001');

    await user.click(await within(dialog).findByRole('button', { name: 'Verify Another Product' }));
    expect(within(dialog).queryByText('Authentic Product')).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText('Serial number');
    expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Verify Authenticity' })).toBeEnabled();
  });

  it('closes with Close or Escape and returns focus to the Verify button', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, verification }));
    const { user, dialog } = await openAndSubmit('AFC-KE01-0001');
    const trigger = screen.getByRole('button', { name: 'Verify a product', hidden: true });

    await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(dialog).toHaveAttribute('open');
    // Closing reset it: the form is back, empty.
    expect(within(dialog).getByLabelText('Serial number')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();
  });
});
