import { type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | null;
}

/** A labelled multi-line text field, its error tied to it: TextField's twin for longer texts (a note, a message). */
export function TextAreaField({ label, error, className, ...input }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[error ? 'field field-invalid' : 'field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
