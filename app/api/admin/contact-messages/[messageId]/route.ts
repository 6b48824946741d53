// PATCH /api/admin/contact-messages/{id} {status}: an admin marks a Contact message read (opening
// it does), unread, or archived; the API records the change in the audit log. A non-admin is
// refused here (403) before the API, which checks the role again.
import { contactMessageStatusBodySchema } from '@/contract/api/admin';
import type { ContactMessageStatus } from '@/contract/rules/contact-messages';
import { contactMessageAnswer } from '@/lib/http/answers/admin-support';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { markContactMessage } from '@/lib/upstream/admin-support';

const MARKED: Record<ContactMessageStatus, string> = {
  read: ADMIN_SUPPORT_MESSAGES.markedRead,
  unread: ADMIN_SUPPORT_MESSAGES.markedUnread,
  archived: ADMIN_SUPPORT_MESSAGES.archived,
};

export const PATCH = route({
  answer: contactMessageAnswer,
  auth: true,
  signInMessage: ADMIN_SUPPORT_MESSAGES.signIn,
  params: idParams('messageId'),
  notFoundMessage: ADMIN_SUPPORT_MESSAGES.messageMissing,
  body: contactMessageStatusBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_SUPPORT_MESSAGES.adminOnly, 403);
    const result = await markContactMessage(session.accessToken, params.messageId, body.status);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_SUPPORT_MESSAGES.markFailed);
    return reply({ message: MARKED[result.data.status], status: result.data.status });
  },
});
