'use client';
// The console's story form (issue 33, point 7), to write a story (saved as a draft) or change one:
// title, slug (made from the title when left blank), category, author, the featured image (uploaded
// here) with its alt text, the body in the rich-text editor, and the meta title and description.
// Checked with the contract's rules before it is sent; the API's field messages (a slug already
// taken) are shown beside their fields. Publishing is the steps' job (StorySteps).
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { STORY_IMAGE_FIELD } from '@/contract/api/admin-stories';
import { IMAGE_ACCEPT, imageFileProblem } from '@/contract/rules/images';
import { STORY_LIMITS } from '@/contract/rules/stories';
import type { AdminStory } from '@/lib/domain/admin-stories';
import type { StoryCategory } from '@/lib/domain/catalog';
import { adminStoryAnswer, adminStoryImageAnswer } from '@/lib/http/answers/admin-stories';
import { sendJson } from '@/lib/http/client';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import { adminStoryChangeFormSchema, adminStoryFormSchema } from '@/lib/validation/admin-stories';
import { StoryEditor } from './story-editor';
import styles from './stories.module.scss';

const FIELDS = ['title', 'slug', 'category_id', 'author_email', 'featured_image', 'alt_text', 'content', 'meta_title', 'meta_description'] as const;
type FieldName = (typeof FIELDS)[number];

const EMPTY: Record<FieldName, string> = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<FieldName, string>;

function valuesOf(story: AdminStory): Record<FieldName, string> {
  return {
    title: story.title,
    slug: story.slug,
    category_id: story.categoryId === null ? '' : String(story.categoryId),
    author_email: story.authorEmail ?? '',
    featured_image: story.featuredImage ?? '',
    alt_text: story.altText ?? '',
    content: story.content,
    meta_title: story.metaTitle ?? '',
    meta_description: story.metaDescription ?? '',
  };
}

interface StoryFormProps {
  /** The story categories; null when they could not be read (the category is then left as it is). */
  categories: StoryCategory[] | null;
  /** The story to change; a new story without it. */
  story?: AdminStory;
}

export function StoryForm({ categories, story }: StoryFormProps) {
  const router = useRouter();
  const form = useForm<FieldName>(story ? valuesOf(story) : EMPTY, FIELDS, { noticeMs: SAVE_CONFIRMATION_MS });
  const [imageBusy, setImageBusy] = useState(false);
  const locked = form.busy || form.done;

  async function onFeaturedImage(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) return form.showErrors({ featured_image: refused }, refused);
    form.clearErrors();
    setImageBusy(true);
    const data = new FormData();
    data.append(STORY_IMAGE_FIELD, file, file.name);
    const answer = await sendJson(handlers.adminStoryImages, adminStoryImageAnswer, { method: 'POST', body: data }, ADMIN_STORY_MESSAGES.imageFailed);
    setImageBusy(false);
    if (!answer.ok) return form.showErrors({ featured_image: answer.message }, answer.message);
    form.setValues((current) => ({ ...current, featured_image: answer.data.url }));
    form.setNotice(answer.data.message);
  }

  const onSubmit = form.submitWhenValid(story ? adminStoryChangeFormSchema : adminStoryFormSchema, async (input) => {
    if (story) {
      const answer = await form.send(handlers.adminStory(story.id), adminStoryAnswer, { method: 'PATCH', body: input }, ADMIN_STORY_MESSAGES.saveFailed);
      if (!answer) return;
      form.setNotice(answer.data.message);
      router.refresh();
      return;
    }
    const answer = await form.send(handlers.adminStories, adminStoryAnswer, { method: 'POST', body: input }, ADMIN_STORY_MESSAGES.saveFailed);
    if (!answer) return;
    form.setDone(true);
    form.setNotice(answer.data.message);
    // The new draft opens in its own page, where it can be published.
    router.push(pages.adminStory(answer.data.story.id));
  });

  const image = form.values.featured_image;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-label={story ? `Edit ${story.title}` : 'New story'}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />

      <fieldset className={styles.section} disabled={locked}>
        <legend>The story</legend>
        <Field {...form.field('title')} label="Title" maxLength={STORY_LIMITS.title} required />
        <div className={styles.pair}>
          <Field
            {...form.field('slug')}
            label="Slug"
            hint="Its address on the site. Left empty, it is made from the title."
            maxLength={STORY_LIMITS.slug}
            autoComplete="off"
          />
          {categories ? (
            <Field {...form.field('category_id')} as="select" label="Category">
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Field>
          ) : (
            <p className={styles.problem}>{ADMIN_STORY_MESSAGES.categoriesLoadFailed}</p>
          )}
        </div>
        <Field {...form.field('author_email')} type="email" label="Author’s e-mail" hint="Left empty, you are the author." autoComplete="off" />
        <StoryEditor
          label="Story"
          initial={form.values.content}
          onChange={(html) => form.setValues((current) => ({ ...current, content: html }))}
          error={form.errors.content}
          disabled={locked}
        />
      </fieldset>

      <fieldset className={styles.section} disabled={locked || imageBusy}>
        <legend>Featured image</legend>
        {image ? (
          <div className={styles.featured}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded image's preview, served by our own /media route */}
            <img src={image} alt={form.values.alt_text} className={styles.featuredImage} />
            <button
              type="button"
              className={`${button.button} ${button.ghost} ${button.small}`}
              onClick={() => form.setValues((current) => ({ ...current, featured_image: '' }))}
            >
              Remove image
            </button>
          </div>
        ) : null}
        <Field
          {...form.field('featured_image')}
          value={undefined}
          onChange={(e) => void onFeaturedImage(e)}
          name={STORY_IMAGE_FIELD}
          type="file"
          accept={IMAGE_ACCEPT}
          label={image ? 'Replace the image' : 'Upload an image'}
          hint={imageBusy ? ADMIN_STORY_MESSAGES.uploading : 'JPEG, PNG or WebP, up to 8 MB.'}
        />
        <Field {...form.field('alt_text')} label="Alt text" hint="What the image shows, for readers who cannot see it." maxLength={STORY_LIMITS.altText} />
      </fieldset>

      <fieldset className={styles.section} disabled={locked}>
        <legend>Search engines</legend>
        <Field {...form.field('meta_title')} label="Meta title" maxLength={STORY_LIMITS.metaTitle} />
        <Field {...form.field('meta_description')} as="textarea" rows={3} label="Meta description" maxLength={STORY_LIMITS.metaDescription} />
      </fieldset>

      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={locked || imageBusy}>
          {form.busy ? 'Saving...' : story?.status === 'published' ? 'Save changes' : 'Save draft'}
        </button>
      </div>
    </form>
  );
}
