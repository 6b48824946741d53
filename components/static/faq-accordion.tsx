'use client';
// The FAQ accordion (spec section 2): one answer open at a time, and choosing the open question
// closes it. Native <details>/<summary>, so it works with the keyboard and without JavaScript
// (browsers that know `name` keep one open by themselves); with JavaScript this component decides.
import { useState, type MouseEvent } from 'react';
import type { FaqGroup } from './faq-content';
import styles from './faq-accordion.module.scss';

export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  function choose(event: MouseEvent<HTMLElement>, id: string) {
    // The browser would toggle this one only; the state toggles it and closes the others.
    event.preventDefault();
    setOpenId((current) => (current === id ? null : id));
  }

  return (
    <div className={styles.accordion}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          {group.items.map((item) => (
            <details key={item.id} id={item.id} name="faq" open={openId === item.id} className={styles.item}>
              <summary className={styles.question} onClick={(event) => choose(event, item.id)}>
                {item.question}
              </summary>
              <div className={styles.answer}>
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
