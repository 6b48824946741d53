import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export default function TicketNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{SUPPORT_MESSAGES.ticketMissing}</h1>
      <p className={styles.lead}>There is no ticket with this number in your account.</p>
      <div>
        <Link href={pages.supportTickets} className={`${button.button} ${button.primary}`}>
          Go to your support tickets
        </Link>
      </div>
    </div>
  );
}
