// CSV as accounting's spreadsheets read it (RFC 4180): fields with a comma, a quote or a line break
// are quoted, quotes doubled, lines ended by CRLF. A text field a spreadsheet would run as a formula
// (it starts with =, +, - or @) gets a leading apostrophe, so a buyer's name cannot be a formula.
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
