// The submit step every schema-validated form shares: validate in the browser with the API's own
// schema, send once (a second press while the request is in flight is ignored, because the button
// stays enabled to keep keyboard focus), and put the API's field errors on the fields they name.
import type { FormEvent } from 'react';
import { ApiError, type FieldErrors } from '#web/lib/api-error.ts';

/**
 * The part of a TanStack mutation a form needs. Narrower than UseMutationResult so one form can serve
 * mutations whose body type is a wider union (sign-up with a token, password reset with a token).
 * `mutateAsync` rather than `mutate`: its promise settles even when the success itself re-renders the
 * form away (a new session swaps the screen), where `mutate`'s callbacks would silently not run.
 */
export interface FormMutation<Body, Data = unknown> {
  mutateAsync(body: Body): Promise<Data>;
  isPending: boolean;
  error: Error | null;
}

/** What the form hook (use-zod-form.ts) offers the submit step. */
export interface ValidatingForm<Body> {
  validate(form: HTMLFormElement): Body | undefined;
  showServerErrors(fields: FieldErrors, form: HTMLFormElement): unknown;
}

interface SubmitOptions<Data> {
  /** After a successful answer: clear the fields, close a dialog, move on. */
  onSuccess?: (data: Data) => void;
}

export function submitHandler<Body, Data>(
  form: ValidatingForm<Body>,
  mutation: FormMutation<Body, Data>,
  options: SubmitOptions<Data> = {},
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (mutation.isPending) return;
    const body = form.validate(formElement);
    if (!body) return;
    void mutation.mutateAsync(body).then(
      (data) => options.onSuccess?.(data),
      // The mutation keeps the error for the form's alert; here it only reaches the fields.
      (error: unknown) => {
        if (error instanceof ApiError) form.showServerErrors(error.fields, formElement);
      },
    );
  };
}
