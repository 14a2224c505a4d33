import { Checkbox, CheckboxGroup as AriaCheckboxGroup, FieldError, Label } from 'react-aria-components';

export interface CheckboxGroupProps<K extends string | number> {
  label: string;
  options: readonly { id: K; label: string }[];
  value: readonly K[];
  onChange: (value: K[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Several choices under one label (react-aria CheckboxGroup): a group role, the error tied to it. */
export function CheckboxGroup<K extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: CheckboxGroupProps<K>) {
  return (
    <AriaCheckboxGroup
      className={error ? 'field checkbox-group field-invalid' : 'field checkbox-group'}
      value={value.map(String)}
      onChange={(keys) => onChange(options.filter((o) => keys.includes(String(o.id))).map((o) => o.id))}
      isInvalid={Boolean(error)}
      isDisabled={disabled}
    >
      <Label className="checkbox-group-label">{label}</Label>
      {options.map((o) => (
        <Checkbox key={String(o.id)} value={String(o.id)} className="checkbox">
          <span className="checkbox-box" aria-hidden="true" />
          {o.label}
        </Checkbox>
      ))}
      {error ? <FieldError className="field-error">{error}</FieldError> : null}
    </AriaCheckboxGroup>
  );
}
