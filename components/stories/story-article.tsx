// One story (spec section 2, StoryDetail): category, title, the meta description as its standfirst,
// date and author, the featured image and the body. The body is HTML from the API, already
// cleaned on the server (contract/rules/story-html.ts) before it was cached.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { StoryDetail } from '@/lib/domain/catalog';
import { formatDate } from '@/lib/format/date';
import { storiesHref } from './stories-query';
import styles from './story-article.module.scss';

interface StoryArticleProps {
  story: StoryDetail;
  /** The story category's slug, for the link to more stories like it. */
  categorySlug: string | null;
}

export function StoryArticle({ story, categorySlug }: StoryArticleProps) {
  const categoryHref = categorySlug ? storiesHref({ category: categorySlug }) : null;
  return (
    <article className={styles.article} aria-labelledby="story-title">
      <header className={styles.header}>
        {story.categoryName && <p className={styles.category}>{categoryHref ? <Link href={categoryHref}>{story.categoryName}</Link> : story.categoryName}</p>}
        <h1 id="story-title" className={styles.title}>
          {story.title}
        </h1>
        {story.metaDescription && <p className={styles.standfirst}>{story.metaDescription}</p>}
        <p className={styles.byline}>
          <time dateTime={story.createdAt}>{formatDate(story.createdAt, 'long', '')}</time>
          {story.author && (
            <>
              <span aria-hidden="true"> · </span>
              <span>By {story.author}</span>
            </>
          )}
        </p>
      </header>

      <figure className={styles.figure}>
        <div className={styles.media}>
          <FallbackImage src={story.image} alt={story.imageAlt} fill sizes="(min-width: 840px) 800px, 100vw" priority className={styles.image} />
        </div>
      </figure>

      <div className={styles.content} dangerouslySetInnerHTML={{ __html: story.contentHtml }} />

      <footer className={styles.footer}>
        <Link href={storiesHref({})} className={styles.back}>
          All stories
        </Link>
        {categoryHref && story.categoryName && (
          <Link href={categoryHref} className={styles.back}>
            More {story.categoryName}
          </Link>
        )}
      </footer>
    </article>
  );
}
