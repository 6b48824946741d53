'use client';
// Open/close state shared by the header's disclosures (user menu, More, mobile menu): a button
// with aria-expanded/aria-controls, closed by Escape (focus returns to the button), by a click
// or focus outside, by following a link in it, and by any navigation.
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // Close when the route changes (back/forward included): adjust state during render, as React
  // recommends, rather than in an effect.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const containerProps = {
    ref: containerRef,
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      // The innermost open disclosure handles Escape; an outer one stays open.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (open && next && !containerRef.current?.contains(next)) setOpen(false);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  };

  const panelProps = {
    id: panelId,
    onClick(event: MouseEvent) {
      if ((event.target as Element).closest('a')) setOpen(false);
    },
  };

  return { open, close, toggle, containerProps, buttonProps, panelProps };
}
