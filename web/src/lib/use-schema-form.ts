// Form state for forms that are not all text (numbers, switches, multi-selects, repeated rows),
// validated with the API's own zod schema like use-zod-form.ts. The form keeps a draft shaped for the
// inputs (a blank number is ''); `toInput` turns it into what the schema reads. Errors are keyed by
// dotted path (`email`, `mentors.0.mentor_percentage`), so a row's error lands on that row's input.
import { useEffect, useState } from 'react';
import type * as z from 'zod';
import type { FieldErrors } from '#web/lib/api-error.ts';
import { formMessages } from '#web/lib/form-messages.ts';
import { fieldMessage } from '#web/lib/use-zod-form.ts';

type Errors = Readonly<Record<string, string>>;
type Draft = Record<string, unknown>;

/** The first message of each path; zod reports issues in field order. */
function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function useSchemaForm<D extends Draft, S extends z.ZodType>(schema: S, initial: D, toInput: (draft: D) => unknown) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement } | null>(null);
  const keys = Object.keys(initial);
  const ownsPath = (path: string) => keys.includes(path.split('.')[0] ?? '');

  useEffect(() => {
    focusRequest?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Changes one value; its errors (and those of its rows) clear as soon as the user edits it. */
  const set = <K extends Extract<keyof D, string>>(key: K, value: D[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path.split('.')[0] !== key)));
  };

  /** The error props of a Mantine input: the message (label-prefixed for blanks) and aria-invalid. */
  const field = (path: string, label: string) => {
    const message = errors[path];
    return { label, error: message === undefined ? undefined : fieldMessage(label, message), 'aria-invalid': message !== undefined };
  };

  const validate = (form: HTMLFormElement): z.output<S> | undefined => {
    const parsed = schema.safeParse(toInput(values), { error: formMessages });
    if (parsed.success) return parsed.data;
    setErrors(collect(parsed.error.issues));
    setFocusRequest({ form });
    return undefined;
  };

  /** The API's field errors; a body wrapped under the resource name (`employee.email`) still matches. */
  const showServerErrors = (fields: FieldErrors, form: HTMLFormElement) => {
    const issues = Object.entries(fields).map(([path, message]) => {
      const parts = path.split('.');
      const unwrapped = !ownsPath(path) && parts.length > 1 ? parts.slice(1) : parts;
      return { path: unwrapped, message };
    });
    setErrors(collect(issues));
    setFocusRequest({ form });
  };

  const reset = (next: D) => {
    setValues(next);
    setErrors({});
  };

  /** Errors no input shows (a rule about the whole record): the form lists them above its fields. */
  const otherErrors = Object.entries(errors)
    .filter(([path]) => !ownsPath(path))
    .map(([, message]) => message);

  return { values, set, field, errorAt: (path: string) => errors[path], validate, showServerErrors, reset, otherErrors };
}

export type SchemaForm<D extends Draft> = Omit<ReturnType<typeof useSchemaForm<D, z.ZodType>>, 'validate'>;
