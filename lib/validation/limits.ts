// The forms' bounds: what the fields allow, shared by the schemas, the inputs' maxLength and the
// messages that name them. No zod here, so a client component can read a bound for free.

/** A review's comment, as the API caps it. */
export const COMMENT_MAX = 2000;

/** A support ticket's subject, and any text written in a ticket (description, message, reply). */
export const SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
