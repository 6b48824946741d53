// A Contact page message's states in the operator's console (issue 33, point 6), one rule for both
// programs: the database's column, the API's schemas and the console's tabs read them from here.

/** 'unread' until an admin opens it, then 'read'; 'archived' once dealt with (unarchiving makes it read). */
export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
