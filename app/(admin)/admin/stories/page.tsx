// /admin/stories (issue 33, point 7): every story, drafts too, last changed first: search by title,
// filter by status, a page at a time, each with its link to edit it; and New story. Per request and
// private: it reads the admin's session; anyone else gets the console's 403 page and no data.
import type { Metadata } from 'next';
import Link from 'next/link';
import { StoryList } from '@/components/admin/stories/story-list';
import styles from '@/components/admin/stories/stories.module.scss';
import button from '@/components/ui/button.module.scss';
import { STORY_STATUSES, type StoryStatus } from '@/contract/rules/stories';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAdminStories } from '@/lib/upstream/admin-stories';

export const metadata: Metadata = { title: 'Stories', robots: { index: false } };

const isStoryStatus = (value: string): value is StoryStatus => (STORY_STATUSES as readonly string[]).includes(value);

export default async function AdminStoriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const q = firstParam(query.q).trim();
  const raw = firstParam(query.status);
  const status = isStoryStatus(raw) ? raw : null;
  const page = readPage(query.page);
  const here = pages.adminStories({ q, status: status ?? undefined, page });

  // The console's layout shows anyone but an admin the 403 page; this page reads nothing for them.
  const session = await adminSession(here);
  if (!session) return null;
  const stories = readOrEnd(await listAdminStories(session.accessToken, { page, search: q || undefined, status: status ?? undefined }), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Stories</h1>
          <p className={styles.lead}>A story is a draft until you publish it: then it is on Stories, its own page and the sitemap.</p>
        </div>
        <Link href={pages.adminNewStory} className={`${button.button} ${button.primary}`}>
          New story
        </Link>
      </header>
      {stories ? (
        <StoryList stories={stories} q={q} status={status} />
      ) : (
        <p className={styles.problem} role="alert">
          {ADMIN_STORY_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
