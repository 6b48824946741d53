// The console's reviews (issue 33, point 8) as its page shows them: the review with its product,
// reviewer, open reports and, while an admin keeps it from buyers, why and since when.
import type { PersonRef } from './person';
import type { ReviewReportReason } from '@/contract/rules/reviews';

export interface AdminReview {
  id: number;
  product: { id: number; name: string };
  reviewer: PersonRef;
  rating: number;
  comment: string;
  date: string;
  reports: { count: number; reasons: ReviewReportReason[]; notes: string[] };
  hidden: { at: string; reason: string } | null;
}

/** What an admin does to a review (each a route handler's step). */
export type ReviewStep = 'hide' | 'restore';
