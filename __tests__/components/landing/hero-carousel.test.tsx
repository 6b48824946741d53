/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AUTOPLAY_MS, HeroCarousel, type HeroSlide } from '@/components/landing/hero-carousel';

const slides: HeroSlide[] = [
  { title: 'Textiles', description: 'Kikoi and kanga', image: '/media/categories/textiles.png', imageAlt: '', href: '/marketplace?category=textiles' },
  { title: 'Jewelry', description: 'Beaded collars', image: '/media/categories/jewelry.png', imageAlt: '', href: '/marketplace?category=jewelry' },
  { title: 'Art', description: 'Tingatinga', image: '/media/categories/art.png', imageAlt: '', href: '/marketplace?category=art' },
];

/** The one slide a screen reader can reach: the others are aria-hidden and inert. */
const activeSlide = () => screen.getByRole('group', { name: /^\d of 3/ }).getAttribute('aria-label');
const carousel = () => screen.getByRole('region', { name: 'Featured collections' });
const tick = (ms = AUTOPLAY_MS) => act(() => jest.advanceTimersByTime(ms));

function setReducedMotion(reduce: boolean | null) {
  if (reduce === null) {
    // jsdom has no matchMedia: the carousel treats that as no preference.
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(null);
});
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it('is announced as a carousel with three slides, each with a Shop Now link to its category', () => {
    render(<HeroCarousel slides={slides} />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(activeSlide()).toBe('1 of 3: Textiles');
    expect(screen.getByRole('link', { name: /Shop Now/ })).toHaveAttribute('href', '/marketplace?category=textiles');
  });

  it('moves to the next slide every 5000 ms and wraps around', () => {
    render(<HeroCarousel slides={slides} />);
    tick(AUTOPLAY_MS - 1);
    expect(activeSlide()).toBe('1 of 3: Textiles');
    tick(1);
    expect(activeSlide()).toBe('2 of 3: Jewelry');
    tick();
    expect(activeSlide()).toBe('3 of 3: Art');
    tick();
    expect(activeSlide()).toBe('1 of 3: Textiles');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<HeroCarousel slides={slides} />);
    fireEvent.mouseEnter(carousel());
    tick(AUTOPLAY_MS * 3);
    expect(activeSlide()).toBe('1 of 3: Textiles');
    fireEvent.mouseLeave(carousel());
    tick();
    expect(activeSlide()).toBe('2 of 3: Jewelry');
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', () => {
    render(
      <>
        <HeroCarousel slides={slides} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    tick(AUTOPLAY_MS * 2);
    expect(activeSlide()).toBe('1 of 3: Textiles');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    tick();
    expect(activeSlide()).toBe('2 of 3: Jewelry');
  });

  it('moves with the arrow keys', () => {
    render(<HeroCarousel slides={slides} />);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(activeSlide()).toBe('2 of 3: Jewelry');
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(activeSlide()).toBe('3 of 3: Art');
  });

  it('stops for good when the pause button is pressed, and starts again with play', () => {
    render(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    tick(AUTOPLAY_MS * 3);
    expect(activeSlide()).toBe('1 of 3: Textiles');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    tick();
    expect(activeSlide()).toBe('2 of 3: Jewelry');
  });

  it('jumps to the slide chosen in the picker, which marks the current one', () => {
    render(<HeroCarousel slides={slides} />);
    const picker = screen.getByRole('group', { name: 'Choose a slide' });
    expect(screen.getByRole('button', { name: 'Slide 1: Textiles' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Art' }));
    expect(activeSlide()).toBe('3 of 3: Art');
    expect(screen.getByRole('button', { name: 'Slide 3: Art' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1: Textiles' })).not.toHaveAttribute('aria-current');
    expect(picker).toBeInTheDocument();
  });

  it('moves on a 60 px swipe and not on a 30 px one', () => {
    render(<HeroCarousel slides={slides} />);
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 170, clientY: 100 }] });
    expect(activeSlide()).toBe('1 of 3: Textiles');

    fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 140, clientY: 100 }] });
    expect(activeSlide()).toBe('2 of 3: Jewelry');

    fireEvent.touchStart(carousel(), { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(activeSlide()).toBe('1 of 3: Textiles');
  });

  it('leaves a mostly vertical swipe (a scroll) alone', () => {
    render(<HeroCarousel slides={slides} />);
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 140, clientY: 300 }] });
    expect(activeSlide()).toBe('1 of 3: Textiles');
  });

  it('does not autoplay for people who prefer reduced motion, until they press play', () => {
    setReducedMotion(true);
    render(<HeroCarousel slides={slides} />);
    tick(AUTOPLAY_MS * 2);
    expect(activeSlide()).toBe('1 of 3: Textiles');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    tick();
    expect(activeSlide()).toBe('2 of 3: Jewelry');
  });

  it('keeps the hidden slides out of the tab order', () => {
    const { container } = render(<HeroCarousel slides={slides} />);
    const hidden = container.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });

  it("sends only the first slide's image with the page, and the hidden slides' once it runs in the browser", () => {
    const html = renderToString(<HeroCarousel slides={slides} />);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(encodeURIComponent('/media/categories/textiles.png'));
    const { container } = render(<HeroCarousel slides={slides} />);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });
});
