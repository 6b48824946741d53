// The console's stories (issue 33, point 7): a search by title and a status filter (a plain GET form,
// so it works without JavaScript), one row per story (title, category, status, last change, a link
// to edit it), and the pages; the staff areas' one ItemList. With no story yet, the admin is asked
// to write the first.
import { ItemList } from '@/components/staff/item-list';
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
  return (
    <ItemList
      search={{
        action: pages.adminStories(),
        label: 'Stories',
        searchLabel: 'Search by title',
        statusLabel: 'Status',
        anyStatus: 'All stories',
        statuses: STORY_STATUS_LABELS,
        q,
        status,
      }}
      label="Stories"
      items={stories}
      factColumns={1}
      card={(story) => ({
        id: story.id,
        title: story.title,
        byline: [story.categoryName, story.authorName ?? story.authorEmail].filter(Boolean).join(' · '),
        facts: (
          <p className={styles.meta}>
            Changed <time dateTime={story.updatedAt}>{formatDate(story.updatedAt, 'long', '')}</time>
          </p>
        ),
        status: { label: STORY_STATUS_LABELS[story.status], tone: story.status === 'published' ? 'green' : 'yellow' },
        editHref: pages.adminStory(story.id),
      })}
      empty={{ none: ADMIN_STORY_MESSAGES.none, noMatch: ADMIN_STORY_MESSAGES.noMatch }}
      pageHref={(page) => pages.adminStories({ q, status: status ?? undefined, page })}
      pagesLabel="Pages of stories"
    />
  );
}
