'use client';
// A story's steps besides saving it (issue 33, point 7): a draft is published (it joins /stories,
// gets its page and its sitemap entry), a published story unpublished (a draft again, gone from
// them). With the preview (the story as its page will show it) and, once published, its page.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useFadingNotice } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import type { AdminStory } from '@/lib/domain/admin-stories';
import { adminStoryAnswer } from '@/lib/http/answers/admin-stories';
import { sendJson } from '@/lib/http/client';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './stories.module.scss';

export function StorySteps({ story }: { story: Pick<AdminStory, 'id' | 'slug' | 'title' | 'status'> }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useFadingNotice(SAVE_CONFIRMATION_MS);
  const step = story.status === 'draft' ? 'publish' : 'unpublish';

  async function act() {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const answer = await sendJson(handlers.adminStoryStep(story.id, step), adminStoryAnswer, { method: 'POST', body: {} }, ADMIN_STORY_MESSAGES.stepFailed);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setNotice(answer.data.message);
    router.refresh();
  }

  return (
    <section aria-labelledby="story-steps-title" className={styles.section}>
      <h2 id="story-steps-title" className={styles.name}>
        Publishing
      </h2>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id="story-steps-error" message={error} />
      <div className={styles.steps}>
        <button
          type="button"
          className={`${button.button} ${step === 'publish' ? button.primary : button.secondary}`}
          disabled={busy}
          onClick={() => void act()}
        >
          {step === 'publish' ? (busy ? 'Publishing...' : 'Publish') : busy ? 'Unpublishing...' : 'Unpublish'}
        </button>
        <Link href={pages.adminStoryPreview(story.id)} className={`${button.button} ${button.ghost}`}>
          Preview
        </Link>
        {story.status === 'published' ? (
          <Link href={pages.story(story)} className={`${button.button} ${button.ghost}`}>
            View on the site
          </Link>
        ) : null}
      </div>
    </section>
  );
}
