// The console's stories (issue 33, point 7): a search by title and a status filter (a plain GET form,
// so it works without JavaScript), one row per story (title, category, status, last change, a link
// to edit it), and the pages. With no story yet, the admin is asked to write the first.
import Link from 'next/link';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import button from '@/components/ui/button.module.scss';
import { Pagination } from '@/components/ui/pagination';
import { StatusChip } from '@/components/ui/status-chip';
import type { StoryStatus } from '@/contract/rules/stories';
import type { AdminStorySummary } from '@/lib/domain/admin-stories';
import type { Page } from '@/lib/domain/catalog';
import { formatDate } from '@/lib/format/date';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import styles from './stories.module.scss';

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = { draft: 'Draft', published: 'Published' };

interface StoryListProps {
  stories: Page<AdminStorySummary>;
  q: string;
  status: StoryStatus | null;
}

export function StoryList({ stories, q, status }: StoryListProps) {
  const filtered = q !== '' || status !== null;
  return (
    <>
      <form className={styles.filter} action={pages.adminStories()} method="get" role="search" aria-label="Stories">
        <Field label="Search by title" name="q" type="search" defaultValue={q} />
        <FilterSelect label="Status" name="status" defaultValue={status} any="All stories" labels={STORY_STATUS_LABELS} />
        <button type="submit" className={`${button.button} ${button.secondary}`}>
          Search
        </button>
      </form>
      {stories.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{filtered ? ADMIN_STORY_MESSAGES.noMatch : ADMIN_STORY_MESSAGES.none}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Stories">
          {stories.items.map((story) => (
            <li key={story.id} className={styles.row}>
              <div>
                <h2 className={styles.name}>{story.title}</h2>
                <p className={styles.meta}>{[story.categoryName, story.authorName ?? story.authorEmail].filter(Boolean).join(' · ')}</p>
              </div>
              <p className={styles.meta}>
                Changed <time dateTime={story.updatedAt}>{formatDate(story.updatedAt, 'long', '')}</time>
              </p>
              <p className={styles.state}>
                <StatusChip status={STORY_STATUS_LABELS[story.status]} tone={story.status === 'published' ? 'green' : 'yellow'} />
                <Link href={pages.adminStory(story.id)} className={`${button.button} ${button.secondary} ${button.small}`} aria-label={`Edit ${story.title}`}>
                  Edit
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={stories.page}
        lastPage={stories.lastPage}
        hrefFor={(page) => pages.adminStories({ q, status: status ?? undefined, page })}
        label="Pages of stories"
      />
    </>
  );
}
