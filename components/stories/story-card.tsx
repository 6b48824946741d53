import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { StorySummary } from '@/lib/domain/catalog';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './story-card.module.scss';

interface StoryCardProps {
  story: StorySummary;
  /** Preload the image (the first cards above the fold). */
  priority?: boolean;
}

/** One story in the list: featured image, category, title, date, excerpt and 'Read story'. */
export function StoryCard({ story, priority = false }: StoryCardProps) {
  const href = pages.story(story);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <FallbackImage
          src={story.image}
          alt={story.imageAlt}
          fill
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 90vw"
          maxWidth={1200}
          priority={priority}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {story.categoryName && <p className={styles.category}>{story.categoryName}</p>}
        <h2 className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {story.title}
          </Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={story.createdAt}>{formatDate(story.createdAt, 'long', '')}</time>
        </p>
        {story.excerpt && <p className={styles.excerpt}>{story.excerpt}</p>}
        <Link href={href} className={styles.read}>
          Read story<VisuallyHidden>: {story.title}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
}
