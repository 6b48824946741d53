// Line icons drawn on a 24 px grid (Feather-style strokes). Always decorative: the control that
// holds one carries the accessible name.
const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35',
  'shield-check': 'M12 3l7.5 3v5.5c0 4.6-3.2 8.4-7.5 9.5-4.3-1.1-7.5-4.9-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5',
  truck: 'M2.5 6h11v9.5h-11zM13.5 9.5h4l3 3.5v2.5h-7zM7 19a1.75 1.75 0 1 0 0-3.5A1.75 1.75 0 0 0 7 19zM17 19a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  heart: 'M12 20s-7.5-4.6-9-9.3C2 7.4 4.1 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.2 0 5.3 2.9 4.3 6.2C19.5 15.4 12 20 12 20z',
  bag: 'M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8zM8.5 10V7a3.5 3.5 0 0 1 7 0v3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.9-3.6 4-5.5 7.5-5.5s6.6 1.9 7.5 5.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  lock: 'M6 11h12v9.5H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  handshake: 'M3 11l4-4 3 1 2-1.5L15 8l3-1 3 4-3.5 3.5M3 11l3.5 3.5M6.5 14.5l2 2a1.4 1.4 0 0 0 2-2M10.5 16.5l1 1a1.4 1.4 0 0 0 2-2l-2-2M13.5 15.5a1.4 1.4 0 0 0 2-2l-3-3',
  refund: 'M4 12a8 8 0 1 0 2.4-5.7M4 4.5v4h4M12 8v4.5l3 1.5',
  plane: 'M21 15.5l-8-4.5V5.2a1.5 1.5 0 0 0-3 0V11l-7 4.5v2l7-2v3.3l-2 1.5V22l3.5-1 3.5 1v-1.7l-2-1.5v-3.3l8 2z',
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
