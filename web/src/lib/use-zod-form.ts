// The one form hook (ARCHITECTURE §7: forms validate with the same zod schemas the API uses), so the
// browser and the server say the same thing about the same input. The form keeps a draft shaped for
// its inputs (a blank number is ''); `toInput`, when the draft is not already what the schema reads,
// turns it into that. Errors are keyed by dotted path (`email`, `mentors.0.mentor_percentage`), so a
// row's error lands on that row's input, and go to Mantine's `error` prop, which links them to the
// input (aria-invalid, aria-describedby). A failed submit moves focus to the first invalid field.
import { useEffect, useState, type ChangeEvent } from 'react';
import type * as z from 'zod';
import type { FieldErrors } from '#web/lib/api-error.ts';
import { formMessages } from '#web/lib/form-messages.ts';

type Errors = Readonly<Record<string, string>>;
type Draft = Record<string, unknown>;
/** The draft's own keys, without the `string` of the index signature a draft interface declares. */
type KnownKeys<D> = keyof { [K in keyof D as string extends K ? never : K]: D[K] };
/** The draft's keys whose value is of type V. */
export type KeysOf<D, V> = { [K in KnownKeys<D>]: D[K] extends V ? K : never }[KnownKeys<D>] & Extract<keyof D, string>;

/**
 * The contract words a blank field "can't be blank" and leaves the field's name to the caller
 * (REFERENCE §0.2: "{Field} can't be blank").
 */
function fieldMessage(label: string, message: string): string {
  return message.startsWith("can't") ? `${label} ${message}` : message;
}

/** The first message of each path; zod reports issues in field order. */
function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

const asIs = (draft: unknown) => draft;

export function useZodForm<D extends Draft, S extends z.ZodType>(schema: S, initial: D, toInput: (draft: D) => unknown = asIs) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  // A new object per failed submit, so the same form asks again; focus moves once the errors render.
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
    // aria-invalid explicitly: Mantine's PasswordInput does not set it on its input; TextInput does.
    return { label, error: message === undefined ? undefined : fieldMessage(label, message), 'aria-invalid': message !== undefined };
  };

  /** Props for a TextInput, PasswordInput or Textarea bound to a string field of the draft. */
  const inputProps = (key: KeysOf<D, string>, label: string) => ({
    ...field(key, label),
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.currentTarget.value as D[typeof key]),
  });

  /** The parsed values, or undefined after showing every problem in `form`. */
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

  /** New values and no errors: after a successful submit, or to start over. */
  const reset = (next: D) => {
    setValues(next);
    setErrors({});
  };

  /** Errors no input shows (a rule about the whole record): the form lists them near its buttons. */
  const otherErrors = Object.entries(errors)
    .filter(([path]) => !ownsPath(path))
    .map(([, message]) => message);

  return { values, set, field, inputProps, errorAt: (path: string) => errors[path], validate, showServerErrors, reset, otherErrors };
}

/** What the field components of a form use: everything but the submit-time validation. */
export type ZodForm<D extends Draft> = Omit<ReturnType<typeof useZodForm<D, z.ZodType>>, 'validate'>;
