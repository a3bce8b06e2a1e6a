// Form state for text forms validated with the API's own zod schema (ARCHITECTURE §7: forms use the
// same schemas as the API), so the browser and the server say the same thing about the same input.
// Errors are per field and go to Mantine's `error` prop, which links them to the input
// (aria-invalid, aria-describedby). A failed submit moves focus to the first invalid field.
import { useEffect, useState, type ChangeEvent } from 'react';
import type * as z from 'zod';
import type { FieldErrors } from '#web/lib/api-error.ts';
import { formMessages } from '#web/lib/form-messages.ts';

type TextSchema = z.ZodType<unknown, Record<string, string>>;
type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The contract words a blank field "can't be blank" and leaves the field's name to the caller
 * (REFERENCE §0.2: "{Field} can't be blank").
 */
export function fieldMessage(label: string, message: string): string {
  return message.startsWith("can't") ? `${label} ${message}` : message;
}

/** A zod issue, or an API field error split on its dots. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue of each field; nested paths (`client.email`) count for their last key. */
function errorsOf<K extends string>(issues: readonly Issue[], keys: readonly K[]): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of issues) {
    const key = keys.find((candidate) => candidate === issue.path.at(-1));
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function useZodForm<S extends TextSchema>(schema: S, initial: z.input<S>) {
  type Key = Extract<keyof z.input<S>, string>;
  const keys = Object.keys(initial) as Key[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Key>>({});
  // A new object per failed submit, so the same form asks again; focus moves once the errors render.
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement } | null>(null);

  useEffect(() => {
    focusRequest?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Props for a Mantine text input; the field's error clears as soon as the user edits it. */
  const inputProps = (key: Key, label: string) => ({
    label,
    value: values[key],
    error: errors[key] === undefined ? undefined : fieldMessage(label, errors[key]),
    // Mantine's PasswordInput does not set it on its input; TextInput does, and this agrees.
    'aria-invalid': errors[key] !== undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  /** The parsed values, or undefined after showing every problem in `form`. */
  const validate = (form: HTMLFormElement): z.output<S> | undefined => {
    const parsed = schema.safeParse(values, { error: formMessages });
    if (parsed.success) return parsed.data;
    setErrors(errorsOf(parsed.error.issues, keys));
    setFocusRequest({ form });
    return undefined;
  };

  /** Puts the API's field errors on the fields they name; returns whether any matched a field. */
  const showServerErrors = (fields: FieldErrors, form: HTMLFormElement): boolean => {
    const issues = Object.entries(fields).map(([path, message]) => ({ path: path.split('.'), message }));
    const placed = errorsOf(issues, keys);
    setErrors(placed);
    const matched = Object.keys(placed).length > 0;
    if (matched) setFocusRequest({ form });
    return matched;
  };

  /** New values and no errors: after a successful submit, or to start over. */
  const reset = (next: z.input<S>) => {
    setValues(next);
    setErrors({});
  };

  return { values, inputProps, validate, showServerErrors, reset };
}
