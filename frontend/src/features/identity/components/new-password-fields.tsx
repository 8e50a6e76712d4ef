import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

interface PasswordFieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A new password (with the length it needs) and its confirmation, as signing up and resetting ask for them. */
export function NewPasswordFields({ password, confirmation }: { password: PasswordFieldProps; confirmation: PasswordFieldProps }) {
  return (
    <>
      <FormField id={password.id} label={password.label} type="password" autoComplete="new-password" hint="At least 8 characters" error={password.error} {...password.registration} />
      <FormField id={confirmation.id} label={confirmation.label} type="password" autoComplete="new-password" error={confirmation.error} {...confirmation.registration} />
    </>
  );
}
