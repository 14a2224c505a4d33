import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';

export interface Country {
  /** ISO 3166-1 alpha-2, as the countries dictionary gives it */
  code: string;
  name: string;
}

export interface CountryComboBoxProps {
  label: string;
  /** the countries dictionary (countriesGet) in the interface language */
  countries: readonly Country[];
  /** a country code, or '' while none is chosen */
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** the open-list button's name for screen readers ("Show the countries") */
  showListLabel: string;
}

/**
 * A searchable country field on react-aria's ComboBox: type to filter the dictionary by name or code, arrows and
 * Enter to choose. A code the dictionary does not list (a stored address of a country no longer offered) is still
 * shown as its code so the form keeps it.
 */
export function CountryComboBox({
  label,
  countries,
  value,
  onChange,
  error,
  disabled,
  showListLabel,
}: CountryComboBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => {
    setContainer(ref.current?.closest('dialog') ?? undefined);
  }, []);
  // The same list object while the dictionary and the value stay the same: react-aria rebuilds its collection (and
  // the open list's options) whenever the items change identity.
  const items = useMemo(() => {
    const known = countries.some((c) => c.code === value);
    const list = value && !known ? [...countries, { code: value, name: value }] : countries;
    return list.map((c) => ({ id: c.code, name: c.name }));
  }, [countries, value]);
  const codeOf = useMemo(() => new Map(items.map((c) => [c.name, c.id])), [items]);
  return (
    <ComboBox
      ref={ref}
      className={error ? 'field combobox-field field-invalid' : 'field combobox-field'}
      defaultItems={items}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      // by name, or by the exact code ("US"); the input shows the name only
      defaultFilter={(text, input) => {
        const q = input.trim().toLocaleLowerCase();
        return text.toLocaleLowerCase().includes(q) || codeOf.get(text)?.toLocaleLowerCase() === q;
      }}
      menuTrigger="focus"
      isDisabled={disabled}
      isInvalid={Boolean(error)}
    >
      <Label className="field-label">{label}</Label>
      <div className="combobox-input-row">
        <Input autoComplete="off" />
        <AriaButton aria-label={showListLabel}>
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      {error ? <FieldError className="field-error">{error}</FieldError> : null}
      <Popover className="select-popover" UNSTABLE_portalContainer={container}>
        <ListBox className="select-list">
          {(c: { id: string; name: string }) => (
            <ListBoxItem id={c.id} className="select-option" textValue={c.name}>
              {c.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
