// What the consent slot and the privacy page load after the first paint (one chunk of its own: dynamically
// imported only, so no shared chunk or runtime helper reaches the entry).
export {
  isAskingForAnalyticsConsent,
  reopenAnalyticsConsent,
  subscribeToAnalyticsConsent,
} from '../../lib/analytics-consent';
export { ConsentPrompt } from './consent-prompt';
