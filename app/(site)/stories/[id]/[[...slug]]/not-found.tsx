import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

// Inside the site layout, which owns <main> and the footer. It says the spec's StoryDetail error
// first, so a buyer who followed a dead link reads the words the spec promises.
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
      <p>{CATALOGUE_MESSAGES.storyFailed}</p>
      <p>The link may be old or mistyped. The makers&apos; stories are all in one place.</p>
    </StatusPage>
  );
}
