// An e-mail address as both programs bound it: the longest a mail system delivers (RFC 5321's path).
export const MAX_EMAIL_LENGTH = 254;
