import {
  composeRenderProps,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cx } from './cx';
import * as styles from './tooltip.css';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (e.g. our Button) and a `<Tooltip>`. Tooltips show on hover and keyboard
 * focus only, so never put essential information or interactive content in them.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export type TooltipProps = RACTooltipProps;

export function Tooltip({ className, offset = 6, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (c) => cx(styles.tooltip, c))}
    />
  );
}
