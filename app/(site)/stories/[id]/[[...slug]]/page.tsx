// /stories/{id}/{slug} (spec section 2, StoryDetail). Rendered on demand the first time a story is
// asked for (nothing is prebuilt: generateStaticParams returns []), then served from the cache
// until its `story:{id}` tag is revalidated (the API's webhook) or its lifetime runs out. The slug
// is only for people and crawlers: a missing or wrong one redirects (308) to the canonical URL.
import type { Metadata } from 'next';
import { permanentRedirect, unstable_rethrow } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { storiesHref } from '@/components/stories/stories-query';
import { StoryArticle } from '@/components/stories/story-article';
import styles from '@/components/stories/story-page.module.scss';
import { parseId } from '@/contract/rules/ids';
import { getStory, getStoryBySlug, getStoryCategories } from '@/lib/catalog/stories';
import type { StoryDetail } from '@/lib/domain/catalog';
import { HOME_CRUMB, type BreadcrumbItem } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';
import StoryNotFound from './not-found';

// The 'editorial' lifetime of the story reads (lib/catalog/tags.ts); the webhook refreshes sooner.
export const revalidate = 600;

/** No story is built ahead (the build has no API): each renders on its first visit. */
export function generateStaticParams(): { id: string; slug?: string[] }[] {
  return [];
}

interface StoryPageProps {
  params: Promise<{ id: string; slug?: string[] }>;
}

/** The story of this URL, or null (a 404), or the redirect to its canonical URL. */
async function loadStory(params: StoryPageProps['params']): Promise<StoryDetail | null> {
  const { id: rawId, slug = [] } = await params;
  const id = parseId(rawId);
  const story = id ? await getStory(id) : null;
  if (!story) {
    // Spec section 7: when the id finds nothing, the slug may still name the story.
    const bySlug = slug.length === 1 ? await getStoryBySlug(slug[0]) : null;
    if (bySlug) permanentRedirect(pages.story(bySlug));
    return null;
  }
  if (slug.length !== 1 || slug[0] !== story.slug) permanentRedirect(pages.story(story));
  return story;
}

function trailOf(story: StoryDetail): BreadcrumbItem[] {
  return [HOME_CRUMB, { name: 'Stories', href: storiesHref({}) }, { name: story.title, href: pages.story(story) }];
}

export async function generateMetadata({ params }: StoryPageProps): Promise<Metadata> {
  const story = await loadStory(params);
  if (!story) return notFoundMetadata('Story');
  return {
    ...pageMetadata({
      title: story.title,
      description: story.metaDescription || story.excerpt,
      path: pages.story(story),
      images: [{ url: story.image, alt: story.imageAlt }],
      type: 'article',
    }),
    authors: story.author ? [{ name: story.author }] : undefined,
  };
}

export default async function StoryPage({ params }: StoryPageProps) {
  const story = await loadStory(params);
  if (!story) {
    return (
      <RenderedNotFound>
        <StoryNotFound />
      </RenderedNotFound>
    );
  }
  // The category only makes a link; the story still shows when the categories cannot be read.
  let categorySlug: string | null = null;
  try {
    categorySlug = (await getStoryCategories()).find((c) => c.id === story.categoryId)?.slug ?? null;
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[story ${story.id}] categories:`, error);
  }
  const trail = trailOf(story);

  return (
    <div className={styles.page}>
      <JsonLd
        data={[
          articleJsonLd({
            path: pages.story(story),
            headline: story.title,
            alternativeHeadline: story.metaTitle,
            description: story.metaDescription || story.excerpt,
            image: story.image,
            datePublished: story.createdAt,
            dateModified: story.updatedAt,
            author: story.author,
            section: story.categoryName,
          }),
          breadcrumbJsonLd(trail),
        ]}
      />
      <Breadcrumbs items={trail} />
      <StoryArticle story={story} categorySlug={categorySlug} />
    </div>
  );
}
