'use client';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { isCurrentPath, MORE_LINKS } from './nav-links';
import { useDisclosure } from './use-disclosure';
import styles from './more-menu.module.scss';

/** The secondary nav's 'More' disclosure: a few less visited pages. */
export function MoreMenu({ pathname, linkClassName }: { pathname: string | null; linkClassName: string }) {
  const more = useDisclosure();
  const here = MORE_LINKS.some((link) => isCurrentPath(pathname, link.href));

  return (
    <div className={styles.more} {...more.containerProps}>
      <button {...more.buttonProps} className={`${linkClassName} ${styles.trigger}`} data-current={here || undefined}>
        More
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <ul {...more.panelProps} className={styles.panel} hidden={!more.open}>
        {MORE_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.item} aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
