// /hello: the spec's sample page with a link back to the landing page. It reads nothing, so the build
// prerenders it: bench/pages.mjs uses it as the static (and nearly blank) page of the same build that
// the catalogue pages are measured against.
import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { pageMetadata } from '@/lib/seo/metadata';
import { pages } from '@/lib/routing/urls';

export const dynamic = 'force-static';

export const metadata: Metadata = pageMetadata({
  title: 'Hello',
  description: 'A quiet page of the marketplace, with the way back to the landing page.',
  path: pages.hello,
});

export default function HelloPage() {
  return (
    <StatusPage
      eyebrow="Karibu"
      title="Hello"
      actions={
        <Link href={pages.home} className={`${button.button} ${button.primary}`}>
          Back to the landing page
        </Link>
      }
    >
      <p>Welcome to the marketplace for Kenyan and African handcrafted goods.</p>
    </StatusPage>
  );
}
