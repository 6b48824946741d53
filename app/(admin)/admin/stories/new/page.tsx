// /admin/stories/new (issue 33, point 7): a new story, saved as a draft, then opened on its own page
// to publish. The categories are the stories' own (the public, cached list).
import type { Metadata } from 'next';
import { StoryForm } from '@/components/admin/stories/story-form';
import styles from '@/components/admin/stories/stories.module.scss';
import { adminSession } from '@/lib/session/staff';
import { loadStoryCategories } from '@/lib/admin/story-categories';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'New story', robots: { index: false } };

export default async function NewAdminStoryPage() {
  // The console's layout shows anyone but an admin the 403 page; this page reads nothing for them.
  const session = await adminSession(pages.adminNewStory);
  if (!session) return null;
  const categories = await loadStoryCategories();

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>New story</h1>
        <p className={styles.lead}>It is saved as a draft: readers see it once you publish it.</p>
      </header>
      <StoryForm categories={categories} />
    </div>
  );
}
