import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs.client';

/** Props of one `<TabItem>`: its value (unique within the tabs), label and panel content. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab panel; only meaningful as a child of `<Tabs>`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus-style tabs. Reads its `<TabItem>` children on the server and hands only their labels
 * and rendered panels to the small client leaf.
 * @throws Error when a child is not a `<TabItem>` with a `value`, or two share a value.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const values = new Set<string>();
  for (const tab of tabs) {
    if (tab.type !== TabItem || !tab.props.value) throw new Error('<Tabs> children must be <TabItem value="…" label="…">.');
    if (values.has(tab.props.value)) throw new Error(`<Tabs> has two <TabItem value="${tab.props.value}">.`);
    values.add(tab.props.value);
  }
  const items = tabs.map((t) => ({ value: t.props.value, label: t.props.label ?? t.props.value }));
  const defaultValue = tabs.find((t) => t.props.default)?.props.value;
  return <TabsClient items={items} panels={tabs.map((t) => t.props.children)} groupId={groupId} defaultValue={defaultValue} />;
}
