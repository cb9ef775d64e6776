import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from './cx';
import * as styles from './tabs.css';

export type TabsProps = RACTabsProps;
export type TabListProps<T> = RACTabListProps<T>;
export type TabProps = RACTabProps;
export type TabPanelProps = RACTabPanelProps;

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (c) => cx(styles.tabs, c))} />;
}

/** Needs an `aria-label` when no visible heading names the tabs. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList<T> {...props} className={composeRenderProps(className, (c) => cx(styles.tabList, c))} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (c) => cx(styles.tab, c))} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (c) => cx(styles.tabPanel, c))} />;
}
