import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TriggerPlaceholder } from '../../ui/trigger-placeholder';
import { marketOptionText } from './market-option-text';
import type { PlaceholderHandoff } from './market-selector';
import { useMarkets } from './use-market';

// The selector (xstate + react-aria menu) loads right after the first paint, off the critical path.
const MarketSelector = lazy(() =>
  import('./market-selector').then((module) => ({ default: module.MarketSelector })),
);

export function MarketSelectorSlot() {
  const { t } = useTranslation();
  const { current } = useMarkets();
  const label = marketOptionText(t, current);
  // A press or the focus that lands on the placeholder is handed on to the real selector, which reads
  // it when it mounts (a ref, because the slot does not render again when the chunk arrives).
  const handoff = useRef<PlaceholderHandoff>({ focused: false, pressed: false });
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder
          label={label}
          aria-label={t('market.choose', { name: label })}
          onActivate={() => {
            handoff.current.pressed = true;
          }}
          onFocusChange={(isFocused) => {
            handoff.current.focused = isFocused;
          }}
        />
      }
    >
      <MarketSelector handoff={handoff} />
    </Suspense>
  );
}
