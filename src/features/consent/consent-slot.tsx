// The analytics question (docs/decisions/034), asked at the end of the page, after the footer: the root layout
// mounts this slot (the prompt and the stored answer's schemas are not in the entry), which loads the stored answer
// and, only while there is none (or the shopper asked to change it), the prompt. It loads when the shopper reaches
// the footer (in view, or the focus in it) or asks to answer again (decision 059), not with the page.
import { type ComponentType, type RefObject, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** What the privacy page's button sends to have the question loaded and asked again. */
export const consentWantedEvent = 'statefront:consent-wanted';

export function AnalyticsConsentSlot({ footer }: { footer: RefObject<HTMLElement | null> }) {
  const [Prompt, setPrompt] = useState<{ component: ComponentType }>();
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const element = footer.current;
    if (isWanted || !element) return;
    const want = () => setWanted(true);
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    seen.observe(element);
    element.addEventListener('focusin', want);
    window.addEventListener(consentWantedEvent, want);
    return () => {
      seen.disconnect();
      element.removeEventListener('focusin', want);
      window.removeEventListener(consentWantedEvent, want);
    };
  }, [footer, isWanted]);
  useEffect(() => {
    if (!isWanted) return;
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
  }, [isWanted]);
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
