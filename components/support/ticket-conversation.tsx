// A ticket's conversation after its opening text, oldest first: each message with its author and
// time. The buyer's messages and support's answers look different and say who wrote them in words
// too, so the colour is never the only sign.
import type { TicketMessage } from '@/lib/domain/account';
import { formatDate } from '@/lib/format/date';
import styles from './support.module.scss';

function Message({ author, authorName, body, createdAt }: TicketMessage) {
  const staff = author === 'staff';
  return (
    <li className={staff ? `${styles.message} ${styles.staff}` : `${styles.message} ${styles.buyer}`} data-author={author}>
      <p className={styles.messageMeta}>
        <span className={styles.author}>{authorName}</span>
        <span className={styles.role}>{staff ? 'Support team' : 'Buyer'}</span>
        <time dateTime={createdAt} className={styles.time}>
          {formatDate(createdAt, 'dateTime')}
        </time>
      </p>
      <p className={styles.body}>{body}</p>
    </li>
  );
}

export function TicketConversation({ messages }: { messages: TicketMessage[] }) {
  return (
    <section className={styles.conversation} aria-labelledby="conversation-heading">
      <h2 id="conversation-heading" className={styles.sectionTitle}>
        Conversation
      </h2>
      {messages.length === 0 ? (
        <p className={styles.muted}>No messages yet. Our support team will answer here.</p>
      ) : (
        <ol className={styles.messages} aria-label="Messages, oldest first">
          {messages.map((m) => (
            <Message key={m.id} {...m} />
          ))}
        </ol>
      )}
    </section>
  );
}
