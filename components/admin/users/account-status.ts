// An account's status in the console's words (the chip shows it beside its colour).
import type { AccountStatus } from '@/lib/domain/account';

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', suspended: 'Suspended', banned: 'Banned' };

/** "Active", "Suspended" or "Banned"; an unknown status as the API wrote it. */
export const accountStatusLabel = (status: string): string => ACCOUNT_STATUS_LABELS[status as AccountStatus] ?? status;
