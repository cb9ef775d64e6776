import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { cx } from './cx';
import * as styles from './disclosure.css';
import { ChevronDownIcon } from './icons';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** Text of the heading button that toggles the panel. */
  title: ReactNode;
  /** Level of the heading that wraps the toggle button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
}

export function Disclosure({ title, headingLevel = 3, className, children, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={composeRenderProps(className, (c) => cx(styles.disclosure, c))}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}
