// The console's stories (issue 33, point 7) as its pages show them: every story, drafts too, with
// its standing, and the one being edited with its HTML.
import type { StoryStatus } from '@/contract/rules/stories';

export interface AdminStorySummary {
  id: number;
  slug: string;
  title: string;
  status: StoryStatus;
  /** When it was last published; null for a draft never published. */
  publishedAt: string | null;
  categoryId: number | null;
  categoryName: string | null;
  authorEmail: string | null;
  authorName: string | null;
  /** The featured image's `/media/...` path; null without one. */
  featuredImage: string | null;
  altText: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminStory extends AdminStorySummary {
  /** The HTML as the API stored it (cleaned by the story allow-list). */
  content: string;
}
