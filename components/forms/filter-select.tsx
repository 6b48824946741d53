// One filter of a list as a labelled select, as every list's GET filter form draws it: the choice of
// any first (the empty value, which the form leaves out of the address), then the list's values,
// each in words. Built on the one form system's Field.
import { Field } from './field';

type FilterSelectProps<V extends string> = {
  label: string;
  name: string;
  /** The value chosen now; '', null or none for any. */
  defaultValue?: string | null;
  /** The empty choice's words: "Any status", "All stories". */
  any: string;
} & (
  | {
      /** The values in the order shown (usually the contract's list). */
      values: readonly V[];
      /** Each value in words; the value itself where none are given. */
      labels?: Readonly<Record<V, string>>;
    }
  | {
      values?: undefined;
      /** Each value in words, in the order shown. */
      labels: Readonly<Record<V, string>>;
    }
);

export function FilterSelect<V extends string>({ label, name, defaultValue, any, values, labels }: FilterSelectProps<V>) {
  // Without a list the labels' own order is the order shown.
  const shown = values ?? (Object.keys(labels) as V[]);
  return (
    <Field label={label} name={name} as="select" defaultValue={defaultValue ?? ''}>
      <option value="">{any}</option>
      {shown.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </Field>
  );
}
