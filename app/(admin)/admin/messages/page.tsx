// /admin/messages (issue 33, point 6): the messages sent through the Contact page, newest first, in
// three tabs (unread, read, archived; the state in the address) a page at a time. Opening an unread
// message marks it read; any can be archived and taken back. Per request and private: the layout
// shows anyone but an admin the 403 page, and this page reads nothing for them.
import type { Metadata } from 'next';
import account from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { CONTACT_STATUS_LABELS } from '@/components/admin/support/contact-labels';
import { ContactMessageList } from '@/components/admin/support/contact-message-list';
import { ContactStatusFilter } from '@/components/admin/support/contact-status-filter';
import { readOrEnd } from '@/lib/account/load';
import { readMessagesQuery } from '@/lib/admin/support-filters';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { pageHref, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listContactMessages } from '@/lib/upstream/admin-support';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { status, page } = readMessagesQuery(await searchParams);
  const first = pages.adminMessages({ status: status === 'unread' ? undefined : status });
  const here = pageHref(first, page);
  const session = await adminSession(here);
  if (!session) return null;

  const list = readOrEnd(await listContactMessages(session.accessToken, status, page), here);

  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Messages</h1>
        <p className={account.lead}>
          What visitors sent through the Contact page, newest first. Opening an unread message marks it read; archive it once it is dealt with.
        </p>
      </header>
      <ContactStatusFilter current={status} />
      <PagedAccountList
        list={list}
        path={first}
        page={page}
        failedMessage={ADMIN_SUPPORT_MESSAGES.messagesLoadFailed}
        emptyMessage={page > 1 ? ADMIN_SUPPORT_MESSAGES.messagesEmptyPage : ADMIN_SUPPORT_MESSAGES.noMessages}
      >
        {(messages) => <ContactMessageList messages={messages} label={`${CONTACT_STATUS_LABELS[status]} messages, newest first`} />}
      </PagedAccountList>
    </div>
  );
}
