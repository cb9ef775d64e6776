// The analytics question (docs/decisions/034), asked after the first paint: the header's deferred chunk mounts
// this slot (nothing of it is in the entry), which loads the stored answer and, only while there is none (or the
// shopper asked to change it), the prompt.
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function AnalyticsConsentSlot() {
  const [Prompt, setPrompt] = useState<{ component: ComponentType }>();
  useEffect(() => {
    let isLive = true;
    let unsubscribe = () => {};
    void import('./consent-runtime').then((consent) => {
      if (!isLive) return;
      const follow = () =>
        setPrompt(consent.isAskingForAnalyticsConsent() ? { component: consent.ConsentPrompt } : undefined);
      unsubscribe = consent.subscribeToAnalyticsConsent(follow);
      follow();
    });
    return () => {
      isLive = false;
      unsubscribe();
    };
  }, []);
  // At the end of the page, so it moves nothing that is already there (consent-prompt.css.ts).
  return Prompt
    ? createPortal(
        <Suspense fallback={null}>
          <Prompt.component />
        </Suspense>,
        document.body,
      )
    : null;
}
