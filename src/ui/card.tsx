import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import * as styles from './card.css';
import { cx } from './cx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Optional heading; when set it also names the section for assistive tech. */
  heading?: ReactNode;
  /** Level of the heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function Card({ heading, headingLevel = 2, className, children, ...props }: CardProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={heading != null ? headingId : undefined}
      {...props}
      className={cx(styles.card, className)}
    >
      {heading != null && (
        <HeadingTag id={headingId} className={styles.heading}>
          {heading}
        </HeadingTag>
      )}
      {children}
    </section>
  );
}
