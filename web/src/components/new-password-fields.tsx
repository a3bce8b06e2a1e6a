// The pair every password-setting form asks for: the new password and its confirmation, with the
// same rules, autocomplete hints and toggle in each form (sign-up, first admin, set, change).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

type FieldProps = Pick<PasswordInputProps, 'label' | 'value' | 'error' | 'onChange' | 'aria-invalid'>;

export interface NewPasswordFieldsProps {
  /** The form's `inputProps` for a key and a label. */
  field: (key: 'password' | 'password_confirmation', label: string) => FieldProps;
  labels?: { password: string; confirmation: string };
}

export function NewPasswordFields({ field, labels = { password: 'New password', confirmation: 'Confirm new password' } }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        {...field('password', labels.password)}
        description="At least 8 characters."
        autoComplete="new-password"
        visibilityToggleFocusable
        required
      />
      <PasswordInput {...field('password_confirmation', labels.confirmation)} autoComplete="new-password" visibilityToggleFocusable required />
    </>
  );
}
