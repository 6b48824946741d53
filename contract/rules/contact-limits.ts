// The Contact form's bounds, one rule for both programs: the API's request schema
// (contract/api/contact.ts) and the storefront's form (lib/validation/contact.ts, its inputs'
// maxLength and the messages that name them). No zod here, so a client component reads them for free.
import { MAX_EMAIL_LENGTH } from './email';

export const CONTACT_LIMITS = { name: 120, email: MAX_EMAIL_LENGTH, message: 5000 } as const;
