// Text formatting for documents the API renders itself (the invoice PDF). Money uses the
// storefront's formatKsh (lib/format/money.ts), so both programs write 'Ksh 1,250' alike.

/** "12 March 2026", in Nairobi time (the marketplace's home). */
export function formatLongDate(value: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Nairobi' }).format(value);
}

const ADDRESS_KEYS = ['name', 'street', 'address1', 'address2', 'city', 'province', 'state', 'zip', 'postal_code', 'country', 'phone'] as const;

/**
 * The lines of an address stored as JSON by checkout (Shopify-style or the address book's shape),
 * or as plain text. Unknown keys are ignored; an empty list means there is nothing usable.
 */
export function addressLines(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  const text = (key: string) => {
    const v = record[key];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const fullName = text('name') || [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  const lines = ADDRESS_KEYS.map((key) => (key === 'name' ? fullName : text(key))).filter(Boolean);
  return [...new Set(lines)];
}
