import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TriggerPlaceholder } from '../../ui/trigger-placeholder';
import { marketOptionText } from './market-option-text';
import { useMarkets } from './use-market';

// The selector (xstate + react-aria menu) loads right after the first paint, off the critical path.
const MarketSelector = lazy(() =>
  import('./market-selector').then((module) => ({ default: module.MarketSelector })),
);

export function MarketSelectorSlot() {
  const { t } = useTranslation();
  const { current } = useMarkets();
  const label = marketOptionText(t, current);
  // A press or the focus that lands on the placeholder is handed on to the real selector.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholderFocused = useRef(false);
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder
          label={label}
          aria-label={t('market.choose', { name: label })}
          onActivate={() => setOpenOnLoad(true)}
          onFocusChange={(isFocused) => {
            placeholderFocused.current = isFocused;
          }}
        />
      }
    >
      <MarketSelector openOnMount={openOnLoad} autoFocus={openOnLoad || placeholderFocused.current} />
    </Suspense>
  );
}
