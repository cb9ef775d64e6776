import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from './cx';
import * as styles from './link.css';

export interface LinkProps extends RACLinkProps {
  variant?: 'inline' | 'standalone';
}

/**
 * Renders an <a> when `href` is set. Client-side routing hooks in through react-aria's RouterProvider
 * or by wrapping this component (e.g. TanStack Router's createLink).
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <RACLink {...props} className={composeRenderProps(className, (c) => cx(styles.link({ variant }), c))} />
  );
}
