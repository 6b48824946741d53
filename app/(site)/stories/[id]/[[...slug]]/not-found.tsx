import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

// Inside the site layout, which owns <main> and the footer.
export default function StoryNotFound() {
  return (
    <StatusPage
      eyebrow="Error 404"
      title="We couldn't find that story"
      actions={
        <>
          <Link href={pages.stories} className={`${button.button} ${button.primary}`}>
            Read other stories
          </Link>
          <Link href={pages.marketplace} className={`${button.button} ${button.secondary}`}>
            Browse the marketplace
          </Link>
        </>
      }
    >
      <p>The link may be old or mistyped. The makers&apos; stories are all in one place.</p>
    </StatusPage>
  );
}
