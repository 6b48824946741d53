// What a signed-in buyer or seller sees in the operator's console: a 403 page with the way home,
// and nothing of the console's.
import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { ADMIN_CONSOLE } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export function AdminForbidden() {
  return (
    <StatusPage
      eyebrow="Error 403"
      title={ADMIN_CONSOLE.staffOnly}
      actions={
        <Link href={pages.home} className={`${button.button} ${button.primary}`}>
          Go to the home page
        </Link>
      }
    >
      <p>{ADMIN_CONSOLE.staffOnlyLead}</p>
    </StatusPage>
  );
}
