// Props for the Mantine inputs of a form (use-zod-form.ts) that are not text: the label and error
// props, the draft's value and a change handler that writes it back. Long forms (practice settings,
// locations, products) would otherwise repeat the same four lines for every field. Text inputs use
// the form's own `inputProps`.
import type { ChangeEvent } from 'react';
import type { KeysOf, ZodForm } from '#web/lib/use-zod-form.ts';

type Draft = Record<string, unknown>;

/** A NumberInput bound to a `number | ''` field: a cleared input is '' so the schema calls it blank. */
export function numberProps<D extends Draft>(form: ZodForm<D>, key: KeysOf<D, number | ''>, label: string) {
  return {
    ...form.field(key, label),
    value: form.values[key] as number | '',
    onChange: (value: number | string) => form.set(key, (typeof value === 'number' ? value : '') as D[typeof key]),
  };
}

/** A Switch bound to a boolean field. */
export function switchProps<D extends Draft>(form: ZodForm<D>, key: KeysOf<D, boolean>, label: string) {
  return {
    label,
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(key, event.currentTarget.checked as D[typeof key]),
  };
}

/** A Select, Autocomplete or Radio.Group bound to a string field (its onChange gets the value). */
export function choiceProps<D extends Draft>(form: ZodForm<D>, key: KeysOf<D, string>, label: string) {
  return {
    ...form.field(key, label),
    value: form.values[key] as string,
    onChange: (value: string) => form.set(key, value as D[typeof key]),
  };
}
