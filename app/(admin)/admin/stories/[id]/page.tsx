// /admin/stories/{id} (issue 33, point 7): one story, draft or published, to edit in the form, and
// its steps (publish or unpublish, preview, its page once published). With ?preview=1, the story as
// its page will show it (the story page's own article, its HTML cleaned by the same rules), so a
// draft can be read before anyone else can.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StoryForm } from '@/components/admin/stories/story-form';
import { STORY_STATUS_LABELS } from '@/components/admin/stories/story-list';
import { StorySteps } from '@/components/admin/stories/story-steps';
import styles from '@/components/admin/stories/stories.module.scss';
import { StoryArticle } from '@/components/stories/story-article';
import { StatusChip } from '@/components/ui/status-chip';
import { parseId } from '@/contract/rules/ids';
import { isMissing, readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { loadStoryCategories } from '@/lib/admin/story-categories';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { getAdminStory, previewOf } from '@/lib/upstream/admin-stories';

export const metadata: Metadata = { title: 'Edit a story', robots: { index: false } };

interface AdminStoryPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function AdminStoryPage({ params, searchParams }: AdminStoryPageProps) {
  const [{ id: raw }, query] = await Promise.all([params, searchParams]);
  const id = parseId(raw);
  if (id === null) notFound();
  const preview = firstParam(query.preview) === '1';
  const here = preview ? pages.adminStoryPreview(id) : pages.adminStory(id);

  // The console's layout shows anyone but an admin the 403 page; this page reads nothing for them.
  const session = await adminSession(here);
  if (!session) return null;
  const [result, categories] = await Promise.all([getAdminStory(session.accessToken, id), preview ? null : loadStoryCategories()]);
  if (isMissing(result)) notFound();
  const story = readOrEnd(result, here);

  if (!story) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Edit a story</h1>
        <p className={styles.problem} role="alert">
          {ADMIN_STORY_MESSAGES.storyLoadFailed}
        </p>
      </div>
    );
  }

  if (preview) {
    return (
      <div className={styles.page}>
        <p className={styles.steps}>
          <StatusChip status={STORY_STATUS_LABELS[story.status]} tone={story.status === 'published' ? 'green' : 'yellow'} />
          <span className={styles.meta}>Preview: the story as its page will show it.</span>
          <Link href={pages.adminStory(id)}>Back to editing</Link>
        </p>
        <StoryArticle story={previewOf(story)} categorySlug={null} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{story.title}</h1>
        <p className={styles.state}>
          <StatusChip status={STORY_STATUS_LABELS[story.status]} tone={story.status === 'published' ? 'green' : 'yellow'} />
        </p>
      </header>
      <StorySteps story={story} />
      <StoryForm key={story.updatedAt} categories={categories} story={story} />
    </div>
  );
}
