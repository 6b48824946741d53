// Line icons (components/ui/icon.module.scss draws them). Always decorative: the control that holds
// one carries the accessible name.
import type { CSSProperties } from 'react';
import styles from './icon.module.scss';

export type IconName =
  | 'search'
  | 'shield-check'
  | 'truck'
  | 'heart'
  | 'heart-filled'
  | 'bag'
  | 'user'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'arrow-right'
  | 'check'
  | 'lock'
  | 'handshake'
  | 'refund'
  | 'plane';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  const classes = [styles.icon, styles[name], className].filter(Boolean).join(' ');
  return <span className={classes} style={size === 20 ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties)} aria-hidden="true" />;
}
