import Image from 'next/image';
import Link from 'next/link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { pages } from '@/lib/routing/urls';
import { SITE_NAME } from '@/lib/messages/brand';
import styles from './logo.module.scss';

export function Logo({ className }: { className?: string }) {
  return (
    <Link href={pages.home} className={className ? `${styles.logo} ${className}` : styles.logo}>
      <Image src="/images/logo.svg" alt="" width={40} height={40} loading="eager" className={styles.mark} />
      <span className={styles.name}>{SITE_NAME}</span>
      <VisuallyHidden>, home</VisuallyHidden>
    </Link>
  );
}
