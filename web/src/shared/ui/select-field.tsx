import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';

export interface SelectOption<K extends string | number> {
  id: K;
  label: string;
  /** shown but not choosable (spec 1 §6 access right 5 for the authorised user) */
  disabled?: boolean;
  /** the option's language when it differs from the page's (the language names) */
  lang?: string;
}

export interface SelectFieldProps<K extends string | number> {
  label: string;
  options: readonly SelectOption<K>[];
  /** null: nothing chosen yet, the placeholder shows */
  value: K | null;
  onChange: (value: K) => void;
  /** the text while nothing is chosen ("Choose…") */
  placeholder?: string;
  /** shown under the field and announced with it */
  error?: string | null;
  disabled?: boolean;
  /** the label is for screen readers only (a select inside a table row already named by the row) */
  hideLabel?: boolean;
  /** form field name of the hidden native select (autofill and form posts) */
  name?: string;
}

/**
 * A labelled single choice on react-aria's Select: a button that opens a listbox (arrows, type-ahead, Escape),
 * the error tied to it. Inside a modal <dialog> the list is rendered in the dialog, since the rest of the page is
 * inert while it is open.
 */
export function SelectField<K extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  hideLabel,
  name,
}: SelectFieldProps<K>) {
  const ref = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => {
    setContainer(ref.current?.closest('dialog') ?? undefined);
  }, []);
  // Keys are compared as strings: a listbox hands back what it was given, but a form may hold "3" for 3.
  const selected = value === null ? null : (options.find((o) => String(o.id) === String(value))?.id ?? null);
  return (
    <Select
      ref={ref}
      className={error ? 'field select-field field-invalid' : 'field select-field'}
      value={selected}
      onChange={(key) => {
        const option = options.find((o) => String(o.id) === String(key));
        if (option) onChange(option.id);
      }}
      placeholder={placeholder}
      isDisabled={disabled}
      isInvalid={Boolean(error)}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
      name={name}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <AriaButton className="select-trigger">
        <SelectValue className="select-value" />
        <span className="select-chevron" aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      {error ? <FieldError className="field-error">{error}</FieldError> : null}
      <Popover className="select-popover" UNSTABLE_portalContainer={container}>
        <ListBox className="select-list" items={options}>
          {(o) => (
            <ListBoxItem id={o.id} className="select-option" textValue={o.label} lang={o.lang}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
