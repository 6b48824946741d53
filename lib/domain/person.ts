// An account as the operator's console names it: a buyer, a reviewer, an applicant or a shop's
// owner (contract/api/fields.ts, personRefSchema).
export interface PersonRef {
  id: number;
  name: string;
  email: string;
}
