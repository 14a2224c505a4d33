import { TextField } from './text-field.tsx';

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  name?: string;
  required?: boolean;
}

/** A one-time code from an e-mail, SMS or app: the digits keyboard and the browser's one-time-code autofill. */
export function CodeField({ label, value, onChange, error, name = 'code', required }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
