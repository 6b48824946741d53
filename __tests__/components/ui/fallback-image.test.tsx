/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage, PLACEHOLDER_IMAGE } from '@/components/ui/fallback-image';

const showsPlaceholder = (image: HTMLElement) => expect(image.getAttribute('src')).toMatch(new RegExp(`${PLACEHOLDER_IMAGE}$`));

describe('FallbackImage', () => {
  it('shows the image it was given', () => {
    render(<FallbackImage src="/media/products/1.png" alt="A kiondo basket" width={320} height={320} />);
    const image = screen.getByRole('img', { name: 'A kiondo basket' });
    expect(image.getAttribute('src')).toContain(encodeURIComponent('/media/products/1.png'));
  });

  it('swaps to the placeholder when the image fails to load, keeping its alt text', () => {
    render(<FallbackImage src="/media/products/missing.png" alt="A kiondo basket" width={320} height={320} />);
    fireEvent.error(screen.getByRole('img', { name: 'A kiondo basket' }));
    showsPlaceholder(screen.getByRole('img', { name: 'A kiondo basket' }));
  });

  it('shows the placeholder when there is no image, or one from another host', () => {
    const { rerender } = render(<FallbackImage src={null} alt="No photo" width={100} height={100} />);
    showsPlaceholder(screen.getByRole('img', { name: 'No photo' }));
    rerender(<FallbackImage src="https://elsewhere.example/a.png" alt="No photo" width={100} height={100} />);
    showsPlaceholder(screen.getByRole('img', { name: 'No photo' }));
  });
});
