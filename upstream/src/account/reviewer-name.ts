// Public reviews show who wrote them without exposing a full name: "Amina W.".
export interface ReviewerNameSource {
  name: string;
  firstName: string | null;
  lastName: string | null;
}

export function reviewerName({ name, firstName, lastName }: ReviewerNameSource): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = firstName?.trim() || parts[0] || 'Buyer';
  const last = lastName?.trim() || (parts.length > 1 ? parts[parts.length - 1] : '');
  const initial = [...last][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
