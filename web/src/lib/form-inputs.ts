// Props for the common Mantine inputs of a schema form (use-schema-form.ts): the label and error
// props, the draft's value and a change handler that writes it back. Long forms (practice settings,
// locations, products) would otherwise repeat the same four lines for every field.
import type { ChangeEvent } from 'react';
import type { SchemaForm } from '#web/lib/use-schema-form.ts';

type Draft = Record<string, unknown>;
/** The draft's own keys, without the `string` of the index signature every draft declares. */
type KnownKeys<D> = keyof { [K in keyof D as string extends K ? never : K]: D[K] };
/** The draft's keys whose value is of type V. */
export type KeysOf<D, V> = { [K in KnownKeys<D>]: D[K] extends V ? K : never }[KnownKeys<D>] & Extract<keyof D, string>;

/** A TextInput or Textarea bound to a string field of the draft. */
export function textProps<D extends Draft>(form: SchemaForm<D>, key: KeysOf<D, string>, label: string) {
  return {
    ...form.field(key, label),
    value: form.values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(key, event.currentTarget.value as D[typeof key]),
  };
}

/** A NumberInput bound to a `number | ''` field: a cleared input is '' so the schema calls it blank. */
export function numberProps<D extends Draft>(form: SchemaForm<D>, key: KeysOf<D, number | ''>, label: string) {
  return {
    ...form.field(key, label),
    value: form.values[key] as number | '',
    onChange: (value: number | string) => form.set(key, (typeof value === 'number' ? value : '') as D[typeof key]),
  };
}

/** A Switch bound to a boolean field. */
export function switchProps<D extends Draft>(form: SchemaForm<D>, key: KeysOf<D, boolean>, label: string) {
  return {
    label,
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(key, event.currentTarget.checked as D[typeof key]),
  };
}
