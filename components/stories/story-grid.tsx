import type { StorySummary } from '@/lib/domain/catalog';
import { StoryCard } from './story-card';
import styles from './story-grid.module.scss';

interface StoryGridProps {
  stories: StorySummary[];
  /** Names the list for assistive technology. */
  label?: string;
  /** How many of the first images to preload (those above the fold). */
  priorityCount?: number;
}

/** Story cards in a responsive grid: one column on phones, up to three on wide screens. */
export function StoryGrid({ stories, label = 'Stories', priorityCount = 3 }: StoryGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {stories.map((story, index) => (
        <li key={story.id} className={styles.item}>
          <StoryCard story={story} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
