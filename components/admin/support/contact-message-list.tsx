'use client';
// The Contact page's messages in the console (/admin/messages), newest first: each with its sender,
// time and state, and its first words until opened. Opening an unread message marks it read (its
// row says so at once; it leaves the Unread tab on the next read of the page); a read one can be
// marked unread again, and any one archived or taken back out of the archive, after which the page
// is read again. Each change is said in the live region above the list.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useFadingNotice, useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import { StatusChip } from '@/components/ui/status-chip';
import type { ContactMessageStatus } from '@/contract/rules/contact-messages';
import type { ContactMessage } from '@/lib/domain/admin-support';
import { formatDate } from '@/lib/format/date';
import { contactMessageAnswer } from '@/lib/http/answers/admin-support';
import { ADMIN_SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-support.module.scss';
import { CONTACT_STATUS_LABELS } from './contact-labels';

const NO_FIELDS = [] as const;
const EXCERPT = 140;

const TONE = { unread: 'blue', read: 'green', archived: 'yellow' } as const;

export function ContactMessageList({ messages, label }: { messages: ContactMessage[]; label: string }) {
  const router = useRouter();
  const form = useForm({}, NO_FIELDS);
  const [notice, setNotice] = useFadingNotice(undefined);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // A message marked read by opening it, until the page is read again.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, status: ContactMessageStatus, refresh: boolean) =>
    form.run(async () => {
      form.clearErrors();
      const answer = await form.send(
        handlers.adminContactMessage(id),
        contactMessageAnswer,
        { method: 'PATCH', body: { status } },
        ADMIN_SUPPORT_MESSAGES.markFailed,
      );
      if (!answer) return;
      if (!refresh) {
        setReadHere((current) => new Set(current).add(id));
        return;
      }
      setNotice(status === 'read' ? ADMIN_SUPPORT_MESSAGES.unarchived : answer.data.message);
      router.refresh();
    });

  function toggle(message: ContactMessage) {
    const opening = !open.has(message.id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (opening && message.status === 'unread' && !readHere.has(message.id)) void mark(message.id, 'read', false);
  }

  return (
    <>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <ol className={styles.messages} aria-label={label}>
        {messages.map((message) => {
          const status: ContactMessageStatus = readHere.has(message.id) ? 'read' : message.status;
          const isOpen = open.has(message.id);
          const bodyId = `contact-message-${message.id}`;
          const excerpt = message.message.length > EXCERPT ? `${message.message.slice(0, EXCERPT).trimEnd()}…` : message.message;
          return (
            <li key={message.id} className={styles.message} data-status={status} aria-label={`Message from ${message.name}`}>
              <div className={styles.messageHead}>
                <div className={styles.stack}>
                  <p className={styles.sender}>{message.name}</p>
                  <a href={`mailto:${message.email}`} className={styles.muted}>
                    {message.email}
                  </a>
                </div>
                <div className={styles.stack}>
                  <StatusChip status={CONTACT_STATUS_LABELS[status]} tone={TONE[status]} />
                  <time dateTime={message.createdAt} className={styles.muted}>
                    {formatDate(message.createdAt, 'dateTime')}
                  </time>
                </div>
              </div>
              <p id={bodyId} className={styles.body}>
                {isOpen ? message.message : excerpt}
              </p>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={`${button.button} ${button.secondary} ${button.small}`}
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => toggle(message)}
                >
                  {isOpen ? 'Close' : 'Open message'}
                </button>
                {status === 'read' ? (
                  <button
                    type="button"
                    className={`${button.button} ${button.ghost} ${button.small}`}
                    disabled={form.busy}
                    onClick={() => void mark(message.id, 'unread', true)}
                  >
                    Mark as unread
                  </button>
                ) : null}
                {status === 'archived' ? (
                  <button
                    type="button"
                    className={`${button.button} ${button.ghost} ${button.small}`}
                    disabled={form.busy}
                    onClick={() => void mark(message.id, 'read', true)}
                  >
                    Unarchive
                  </button>
                ) : (
                  <button
                    type="button"
                    className={`${button.button} ${button.ghost} ${button.small}`}
                    disabled={form.busy}
                    onClick={() => void mark(message.id, 'archived', true)}
                  >
                    Archive
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
