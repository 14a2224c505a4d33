/**
 * The react-aria-components parts of the kit, each loaded when first rendered (React.lazy): the kit's barrel is
 * imported by every screen, /login's included, and a static import here would put react-aria in the first bundle
 * (chunks follow static imports, whether or not a screen renders the component). The first render of each shows a
 * quiet placeholder of the same shape for the moment the chunk takes.
 */
import { type ComponentType, Suspense, lazy } from 'react';
import type { CheckboxGroupProps } from './checkbox-group.tsx';
import type { CountryComboBoxProps } from './country-combo-box.tsx';
import type { SelectFieldProps } from './select-field.tsx';
import type { TabsProps } from './tabs.tsx';

// lazy() cannot keep a generic signature: the implementations are typed at string | number and the wrappers below
// restore the caller's key type.
type AnyKey = string | number;
const SelectImpl = lazy(() =>
  import('./select-field.tsx').then((m) => ({ default: m.SelectField as ComponentType<SelectFieldProps<AnyKey>> })),
);
const CheckboxGroupImpl = lazy(() =>
  import('./checkbox-group.tsx').then((m) => ({
    default: m.CheckboxGroup as ComponentType<CheckboxGroupProps<AnyKey>>,
  })),
);
const CountryImpl = lazy(() => import('./country-combo-box.tsx').then((m) => ({ default: m.CountryComboBox })));
const TabsImpl = lazy(() =>
  import('./tabs.tsx').then((m) => ({ default: m.Tabs as ComponentType<TabsProps<string>> })),
);

function FieldPlaceholder({ label }: { label: string }) {
  return (
    <div className="field" aria-busy="true">
      <span className="field-label">{label}</span>
      <span className="select-trigger select-placeholder" />
    </div>
  );
}

/** A labelled single choice (react-aria Select); see select-field.tsx. */
export function SelectField<K extends AnyKey>(props: SelectFieldProps<K>) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <SelectImpl {...(props as unknown as SelectFieldProps<AnyKey>)} />
    </Suspense>
  );
}

/** Several choices under one label (react-aria CheckboxGroup); see checkbox-group.tsx. */
export function CheckboxGroup<K extends AnyKey>(props: CheckboxGroupProps<K>) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <CheckboxGroupImpl {...(props as unknown as CheckboxGroupProps<AnyKey>)} />
    </Suspense>
  );
}

/** A searchable country field (react-aria ComboBox); see country-combo-box.tsx. */
export function CountryComboBox(props: CountryComboBoxProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <CountryImpl {...props} />
    </Suspense>
  );
}

/** An in-page switch between views (react-aria Tabs); see tabs.tsx. */
export function Tabs<K extends string>(props: TabsProps<K>) {
  return (
    <Suspense fallback={null}>
      <TabsImpl {...(props as unknown as TabsProps<string>)} />
    </Suspense>
  );
}
