// Product Reviews (spec section 2): the buyer's own reviews, edited (comment and stars) or deleted
// in place, and the pieces they bought and have not reviewed yet, each linking to its product page.
import type { Metadata } from 'next';
import { MyReviews } from '@/components/reviews/my-reviews';
import { ReviewsToWrite } from '@/components/reviews/reviews-to-write';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { listMyReviews, listReviewsToWrite } from '@/lib/upstream/reviews';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Product Reviews', robots: { index: false } };

const HERE = pages.myReviews;

export default async function ReviewsPage() {
  const session = await accountSession(HERE);
  const [reviewsResult, toWriteResult] = await Promise.all([listMyReviews(session.accessToken), listReviewsToWrite(session.accessToken)]);
  const reviews = readOrEnd(reviewsResult, HERE);
  const toWrite = readOrEnd(toWriteResult, HERE);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Product Reviews</h1>
        <p className={styles.lead}>What you said about the pieces you bought. Changes show on the product&rsquo;s page at once.</p>
      </header>
      {reviews ? (
        <MyReviews reviews={reviews} toWriteCount={toWrite?.length ?? 0} />
      ) : (
        <p className={styles.problem} role="alert">
          {REVIEW_MESSAGES.mineLoadFailed}
        </p>
      )}
      {toWrite && toWrite.length > 0 ? (
        <section className={styles.page} aria-labelledby="to-write-heading">
          <h2 id="to-write-heading" className={styles.cardTitle}>
            Waiting for your review
          </h2>
          <ReviewsToWrite items={toWrite} />
        </section>
      ) : null}
    </div>
  );
}
