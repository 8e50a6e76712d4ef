import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function Message({ id, error, hint }: FieldProps) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-ink-muted">
      {hint}
    </p>
  ) : null;
}

const describedBy = ({ id, error, hint }: FieldProps) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** What ties a control to its label and message. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the control and its validation message, announced to screen readers: one frame for every field. */
function Field({ id, label, error, hint, control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy({ id, label, error, hint }) })}
      <Message id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled input whose validation message is announced to screen readers. */
export function TextField({ id, label, error, hint, ...input }: FieldProps & ComponentProps<'input'>) {
  return <Field id={id} label={label} error={error} hint={hint} control={(props) => <Input {...props} {...input} />} />;
}

export function TextAreaField({ id, label, error, hint, ...input }: FieldProps & ComponentProps<'textarea'>) {
  return <Field id={id} label={label} error={error} hint={hint} control={(props) => <Textarea {...props} {...input} />} />;
}
