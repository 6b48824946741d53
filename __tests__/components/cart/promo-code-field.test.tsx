/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, type Cache } from 'swr';
import { CartContents } from '@/components/cart/cart-contents';
import type { PromoTerms } from '@/contract/rules/promo';
import { buildCartView, toViewLine, type CartView } from '@/lib/cart/view';
import { fetchMock, installFetch, jsonResponse, product, renderWithToasts, sentBody } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

const basket = { ...product(42, 2000, 5, 'Kiondo basket'), shopId: 3 };
const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'KARIBU10',
  kind: 'percent',
  value: 10,
  minSpend: 0,
  shopId: null,
  shopName: null,
  refusal: null,
  ...over,
});
const cartWith = (quantity: number, promo: PromoTerms | null = null): CartView =>
  buildCartView([toViewLine({ productId: basket.id, quantity }, basket)], promo);

const summaryValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function renderBuyerCart(cart: CartView) {
  renderWithToasts(
    <SWRConfig value={{ provider: () => new Map() as unknown as Cache }}>
      <CartContents initialCart={cart} signedIn addresses={[]} />
    </SWRConfig>,
  );
  return userEvent.setup();
}

beforeEach(() => installFetch());

describe('the promo code field', () => {
  it('applies a code and shows its discount in the summary, priced on top of the spec discount', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { cart: cartWith(2, terms()) }));
    const user = renderBuyerCart(cartWith(2));
    expect(summaryValue('Total')).toBe('Ksh 4,346');
    await user.type(screen.getByLabelText('Promo code'), 'karibu10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/promo', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ code: 'karibu10' });
    // 4,000 - 300 - 400 = 3,300; tax 264; shipping 350.
    expect(await screen.findByText('Promo code KARIBU10 applied.')).toBeInTheDocument();
    expect(summaryValue('Promo code KARIBU10')).toBe('−Ksh 400');
    expect(summaryValue('Total')).toBe('Ksh 3,914');
  });

  it("shows the API's refusal in its words and leaves the total alone", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { status: 'error', message: 'This promo code expired on 1 March 2026.', data: null }));
    const user = renderBuyerCart(cartWith(2));
    await user.type(screen.getByLabelText('Promo code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code expired on 1 March 2026.')).toBeInTheDocument();
    expect(summaryValue('Total')).toBe('Ksh 4,346');
  });

  it('says how much more a code needs once a quantity change falls below its minimum spend', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const user = renderBuyerCart(cartWith(2, terms({ minSpend: 3000 })));
    expect(summaryValue('Promo code KARIBU10')).toBe('−Ksh 400');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Kiondo basket' }));
    expect(await screen.findByText('This promo code needs a subtotal of at least Ksh 3,000: add Ksh 1,000 more to use it.')).toBeInTheDocument();
    expect(screen.queryByText('Promo code KARIBU10', { selector: 'dt' })).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('Ksh 2,510');
  });

  it('removes the code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { cart: cartWith(2) }));
    const user = renderBuyerCart(cartWith(2, terms()));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/promo', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Promo code removed.')).toBeInTheDocument();
    expect(summaryValue('Total')).toBe('Ksh 4,346');
  });
});
