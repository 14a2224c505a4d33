import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export interface TabsProps<K extends string> {
  /** what the tabs switch between, for screen readers */
  label: string;
  tabs: readonly { id: K; label: string }[];
  selected: K;
  onChange: (id: K) => void;
  /** the selected tab's panel; only it is rendered */
  children: (id: K) => ReactNode;
}

/**
 * An in-page switch between views (react-aria Tabs: arrow keys, Home and End move between tabs, the panel is
 * labelled by its tab). A section with an address of its own is a link in a nav, not a tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onChange, children }: TabsProps<K>) {
  return (
    <AriaTabs
      className="tabs-root"
      selectedKey={selected}
      onSelectionChange={(key) => {
        const tab = tabs.find((x) => x.id === key);
        if (tab) onChange(tab.id);
      }}
    >
      <TabList aria-label={label} className="tabs">
        {tabs.map((x) => (
          <Tab key={x.id} id={x.id} className="tab">
            {x.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((x) => (
        <TabPanel key={x.id} id={x.id} className="panel">
          {children(x.id)}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
