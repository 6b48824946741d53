'use client';
// The landing page's hero (spec section 2): slides that advance every 5000 ms and pause while a
// pointer is over them or focus is inside them. Arrow keys, swipes over 50 px, a pause/play
// control and a slide picker move it by hand (the WAI-ARIA carousel pattern). People who ask
// their system to reduce motion get no autoplay.
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import button from '@/components/ui/button.module.scss';
import styles from './hero-carousel.module.scss';

/** Spec section 9. */
export const AUTOPLAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface HeroSlide {
  title: string;
  description: string;
  /** Root-relative image path (`/media/...`). */
  image: string;
  imageAlt: string;
  href: string;
  /** A short line above the title. */
  eyebrow?: string;
  cta?: string;
}

interface HeroCarouselProps {
  slides: HeroSlide[];
  /** Names the carousel for assistive technology. */
  label?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

// The server's render, and the browser's until it has hydrated, show only the first slide's image:
// the others are hidden, and loading them with the page would delay the first one's paint.
const subscribeToNothing = () => () => {};

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

export function HeroCarousel({ slides, label = 'Featured collections' }: HeroCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** The pause/play control: 'auto' until the visitor chooses (then autoplay unless motion is reduced). */
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const id = useId();
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const rotating = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change of slide, so a manual move gets a full 5 s too.
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    // Focus moving between the carousel's own controls is still focus inside it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A horizontal swipe longer than the threshold; vertical scrolling is left alone.
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) goTo(dx < 0 ? index + 1 : index - 1);
  }

  function togglePlaying() {
    if (playing) {
      setChoice('paused');
    } else {
      // Starting it on purpose resumes rotation even though focus is on this button.
      setChoice('playing');
      setFocused(false);
    }
  }

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* Announced politely only while it is not moving by itself (WAI-ARIA carousel pattern). */}
      <div className={styles.slides} id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.href}
              className={active ? `${styles.slide} ${styles.active}` : styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              aria-hidden={!active}
              inert={!active}
            >
              <div className={styles.media}>
                {(active || hydrated) && (
                  <FallbackImage
                    src={slide.image}
                    alt={slide.imageAlt}
                    fill
                    sizes="(min-width: 768px) 50vw, 100vw"
                    maxWidth={1200}
                    priority={i === 0}
                    className={styles.image}
                  />
                )}
              </div>
              <div className={styles.copy}>
                {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.description}>{slide.description}</p>
                <Link href={slide.href} className={`${button.button} ${button.primary}`}>
                  {slide.cta ?? 'Shop Now'}
                  <Icon name="arrow-right" size={18} />
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={styles.controls} data-carousel-controls="">
          {/* The controls need JavaScript; without it they are hidden (components/ui/no-script-reveal.tsx). */}
          <button
            type="button"
            className={styles.control}
            onClick={togglePlaying}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            aria-controls={`${id}-slides`}
          >
            {playing ? (
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className={styles.control} onClick={() => goTo(index - 1)} aria-label="Previous slide" aria-controls={`${id}-slides`}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className={styles.picker} role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <button
                key={slide.href}
                type="button"
                className={styles.dot}
                onClick={() => goTo(i)}
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => goTo(index + 1)} aria-label="Next slide" aria-controls={`${id}-slides`}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
