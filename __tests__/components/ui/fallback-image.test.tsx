/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { capSrcSet, FallbackImage, PLACEHOLDER_IMAGE } from '@/components/ui/fallback-image';

const showsPlaceholder = (image: HTMLElement) => expect(image.getAttribute('src')).toMatch(new RegExp(`${PLACEHOLDER_IMAGE}$`));

/** Runs `body` with every <img> reporting this loading state (jsdom loads no images and has no currentSrc). */
function withImageElementState(state: { complete: boolean; naturalWidth: number; currentSrc: string }, body: () => void) {
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
  Object.defineProperty(HTMLImageElement.prototype, 'currentSrc', { configurable: true, get: () => state.currentSrc });
  try {
    body();
  } finally {
    complete.mockRestore();
    naturalWidth.mockRestore();
    delete (HTMLImageElement.prototype as { currentSrc?: string }).currentSrc;
  }
}

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

describe('FallbackImage in a slot of known width', () => {
  it('offers only the widths the slot can use, the widest as its src', () => {
    render(<FallbackImage src="/media/products/1.png" alt="A kiondo basket" fill sizes="(min-width: 1024px) 280px, 50vw" maxWidth={640} />);
    const image = screen.getByRole('img', { name: 'A kiondo basket' });
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1], 10));
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(640);
    expect(image.getAttribute('src')).toContain('w=640');
    expect(image.getAttribute('sizes')).toBe('(min-width: 1024px) 280px, 50vw');
    // `fill` is a class, not next/image's inline style.
    expect(image.getAttribute('style')).toBeNull();
  });

  it('shows the placeholder for an image that failed before the page hydrated', () => {
    // A finished request with no pixels; currentSrc is the URL the browser asked for.
    withImageElementState({ complete: true, naturalWidth: 0, currentSrc: '/_next/image?url=missing' }, () => {
      render(<FallbackImage src="/media/products/missing.png" alt="A kiondo basket" width={320} height={320} />);
      showsPlaceholder(screen.getByRole('img', { name: 'A kiondo basket' }));
    });
  });

  it('leaves a lazy image that has not been requested yet alone', () => {
    withImageElementState({ complete: true, naturalWidth: 0, currentSrc: '' }, () => {
      render(<FallbackImage src="/media/products/1.png" alt="A kiondo basket" width={320} height={320} />);
      expect(screen.getByRole('img', { name: 'A kiondo basket' }).getAttribute('src')).toContain(encodeURIComponent('/media/products/1.png'));
    });
  });
});

describe('capSrcSet', () => {
  it('keeps the candidates up to the limit and always the narrowest', () => {
    expect(capSrcSet('/a?w=256 256w, /a?w=384 384w, /a?w=640 640w, /a?w=1200 1200w', 400)).toEqual({
      srcSet: '/a?w=256 256w, /a?w=384 384w',
      src: '/a?w=384',
    });
    expect(capSrcSet('/a?w=640 640w, /a?w=1200 1200w', 256)).toEqual({ srcSet: '/a?w=640 640w', src: '/a?w=640' });
  });

  it('leaves a density-described srcset alone', () => {
    expect(capSrcSet('/a?w=96 1x, /a?w=256 2x', 100)).toBeNull();
  });
});
