/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityControl } from '@/components/cart/quantity-control';

describe('QuantityControl', () => {
  it('disables decrement at 1 and says whose quantity it is', () => {
    render(<QuantityControl productName="Kiondo basket" quantity={1} max={5} onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Quantity of Kiondo basket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Kiondo basket' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Kiondo basket' })).toBeEnabled();
  });

  it('asks for one more or one less', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<QuantityControl productName="Kiondo basket" quantity={3} max={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Kiondo basket' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Kiondo basket' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('stops incrementing at the stock', () => {
    render(<QuantityControl productName="Kiondo basket" quantity={5} max={5} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Kiondo basket' })).toBeDisabled();
  });
});
