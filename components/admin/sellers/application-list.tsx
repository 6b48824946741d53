// The console's seller applications (issue 33, point 3): waiting ones first, oldest first, each
// with its applicant and everything they wrote, and for a waiting one the admin's two decisions.
// A decided one says how it ended (the shop approval made, or the reason it was declined).
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { StatusChip } from '@/components/ui/status-chip';
import type { AdminSellerApplication } from '@/lib/domain/admin-sellers';
import type { Page } from '@/lib/domain/catalog';
import type { StatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { ApplicationActions } from './seller-actions';
import styles from './sellers.module.scss';

/** Each state's name on the console (the filter's too) and its chip's colour. */
export const APPLICATION_STATE: Record<AdminSellerApplication['state'], { label: string; tone: StatusTone }> = {
  pending: { label: 'Waiting', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
};

export function ApplicationList({ applications, state }: { applications: Page<AdminSellerApplication>; state?: AdminSellerApplication['state'] }) {
  if (applications.items.length === 0) return <p className={styles.muted}>{ADMIN_SELLER_MESSAGES.noApplications}</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Seller applications">
        {applications.items.map((a) => (
          <li key={a.id} className={styles.card} aria-label={a.shopName}>
            <div className={styles.cardHead}>
              <h2>{a.shopName}</h2>
              <StatusChip status={APPLICATION_STATE[a.state].label} tone={APPLICATION_STATE[a.state].tone} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Applicant</dt>
                <dd>
                  {a.applicant.name} ({a.applicant.email})
                </dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{a.shopType === 'brand' ? 'Brand' : 'Individual artisan'}</dd>
              </div>
              <div>
                <dt>Where</dt>
                <dd>
                  {a.location}, {a.country}
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{a.phone}</dd>
              </div>
              <div>
                <dt>M-Pesa</dt>
                <dd>{a.mpesaNumber}</dd>
              </div>
              <div>
                <dt>Experience</dt>
                <dd>{a.yearsOfExperience === 1 ? '1 year' : `${a.yearsOfExperience} years`}</dd>
              </div>
              <div>
                <dt>Applied</dt>
                <dd>{formatDate(a.createdAt, 'medium')}</dd>
              </div>
              {a.decidedAt ? (
                <div>
                  <dt>Decided</dt>
                  <dd>{formatDate(a.decidedAt, 'medium')}</dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.description}>{a.description}</p>
            {a.state === 'pending' ? <ApplicationActions id={a.id} shopName={a.shopName} /> : null}
            {a.state === 'approved' && a.shopSlug ? (
              <p className={styles.muted}>
                Shop: <Link href={pages.shop(a.shopSlug)}>{pages.shop(a.shopSlug)}</Link>
              </p>
            ) : null}
            {a.state === 'declined' && a.declineReason ? <p className={styles.muted}>Declined: {a.declineReason}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={applications.page}
        lastPage={applications.lastPage}
        hrefFor={(page) => pages.adminSellers({ state, page })}
        label="Pages of seller applications"
      />
    </>
  );
}
