/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_TOAST_MS, ToastProvider, useToast } from '@/components/ui/toast';

function Trigger({ message, durationMs }: { message: string; durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, durationMs ? { durationMs } : undefined)}>
      Show
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces the message in a polite live region that is there before it', () => {
    render(
      <ToastProvider>
        <Trigger message='"Kiondo Sisal Basket" added to cart!' />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(region).toHaveTextContent('"Kiondo Sisal Basket" added to cart!');
  });

  it('disappears after 2000 ms by default', () => {
    expect(DEFAULT_TOAST_MS).toBe(2000);
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lasts as long as asked', () => {
    render(
      <ToastProvider>
        <Trigger message="Added" durationMs={3000} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Added');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says where it belongs when used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
