// The hosted payment page of a simulated provider: what Klarna, Qliro, Walley, Avarda or Adyen would show
// in their iframe. It collects the customer's details (and, for Adyen, a test card) in its own document, so
// nothing of it is in the shop's DOM, and reports the outcome to the framing page with postMessage.
import type { CheckoutCustomer } from '../openapi/types.ts';
import { escapeXml } from './images.ts';

export type WidgetProvider = 'klarna' | 'qliro' | 'walley' | 'avarda' | 'adyen';

export const widgetTitles: Record<WidgetProvider, string> = {
  klarna: 'Klarna Checkout',
  qliro: 'Qliro One',
  walley: 'Walley Checkout',
  avarda: 'Avarda Checkout',
  adyen: 'Adyen Drop-in',
};

const texts = {
  sv: {
    givenName: 'Förnamn',
    familyName: 'Efternamn',
    email: 'E-post',
    telephoneNumber: 'Telefon',
    address: 'Adress',
    coAddress: 'c/o',
    postalCode: 'Postnummer',
    city: 'Ort',
    country: 'Land',
    card: 'Kortnummer (test)',
    pay: 'Betala',
    fail: 'Simulera nekad betalning',
    cancel: 'Avbryt',
    paid: 'Betalningen är godkänd.',
    failed: 'Betalningen nekades. Försök igen.',
    cancelled: 'Betalningen avbröts.',
    toPay: 'Att betala',
    purchase: 'Köp',
  },
  en: {
    givenName: 'First name',
    familyName: 'Last name',
    email: 'E-mail',
    telephoneNumber: 'Phone',
    address: 'Address',
    coAddress: 'c/o',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    card: 'Card number (test)',
    pay: 'Pay',
    fail: 'Simulate a declined payment',
    cancel: 'Cancel',
    paid: 'The payment is approved.',
    failed: 'The payment was declined. Please try again.',
    cancelled: 'The payment was cancelled.',
    toPay: 'To pay',
    purchase: 'Purchase',
  },
};

export interface WidgetPageOptions {
  provider: WidgetProvider;
  checkoutId: string;
  amount: string;
  lang: string;
  customer: CheckoutCustomer;
  /** Klarna: the phone is mandatory. */
  phoneRequired: boolean;
  /** The provider's own reference of what is paid (Avarda's purchase id): a resumed purchase keeps it. */
  reference?: string;
}

export function widgetPage(options: WidgetPageOptions): string {
  const lang = options.lang === 'sv' ? 'sv' : 'en';
  const t = texts[lang];
  const field = (
    name: Exclude<keyof CheckoutCustomer, 'companyName'>,
    type = 'text',
    autocomplete = 'off',
    required = false,
  ) =>
    `<label>${t[name]}${required ? ' *' : ''}<input name="${name}" type="${type}" autocomplete="${autocomplete}"${
      required ? ' required' : ''
    } value="${escapeXml(options.customer[name] ?? '')}"></label>`;
  const card =
    options.provider === 'adyen'
      ? `<label>${t.card}<input name="card" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111"></label>`
      : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${widgetTitles[options.provider]}</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
h1{font-size:18px;margin:0 0 8px}
form{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
label{display:grid;gap:2px;font-size:14px}
input{font:inherit;padding:6px 8px;border:1px solid #6b6b6b;border-radius:4px}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
button{font:inherit;padding:8px 14px;border-radius:4px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button.pay{background:#14532d;border-color:#14532d;color:#fff}
</style>
</head>
<body>
<main>
<h1>${widgetTitles[options.provider]}</h1>
<p>${t.toPay}: <strong>${escapeXml(options.amount)}</strong></p>
${options.reference ? `<p>${t.purchase}: <span id="reference">${escapeXml(options.reference)}</span></p>` : ''}
<form id="details">
${field('givenName', 'text', 'given-name')}
${field('familyName', 'text', 'family-name')}
${field('email', 'email', 'email')}
${field('telephoneNumber', 'tel', 'tel', options.phoneRequired)}
${field('address', 'text', 'street-address')}
${options.customer.coAddress ? field('coAddress', 'text', 'address-line2') : ''}
${field('postalCode', 'text', 'postal-code')}
${field('city', 'text', 'address-level2')}
${field('country', 'text', 'country')}
${card}
</form>
<div class="actions">
<button type="button" class="pay" data-outcome="paid">${t.pay} ${escapeXml(options.amount)}</button>
<button type="button" data-outcome="failed">${t.fail}</button>
<button type="button" data-outcome="cancelled">${t.cancel}</button>
</div>
<p id="status" role="status"></p>
</main>
<script>
(() => {
  const provider = ${JSON.stringify(options.provider)};
  const checkoutId = ${JSON.stringify(options.checkoutId)};
  const messages = ${JSON.stringify({ paid: t.paid, failed: t.failed, cancelled: t.cancelled })};
  const status = document.getElementById('status');
  const form = document.getElementById('details');
  const target = document.referrer ? new URL(document.referrer).origin : '*';
  const customer = () => {
    const entries = [...new FormData(form)].filter(([name, value]) => name !== 'card' && value !== '');
    return Object.fromEntries(entries.map(([name, value]) => [name, String(value).trim()]));
  };
  for (const button of document.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      const outcome = button.dataset.outcome;
      if (outcome === 'paid' && !form.reportValidity()) return;
      const response = await fetch(location.pathname + '/payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome, customer: customer() }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) { status.textContent = body.error || 'Error'; return; }
      // A paid checkout stays paid: a second click reports what the first did.
      status.textContent = messages[body.payment] || '';
      parent.postMessage({ source: 'statefront-provider', provider, checkoutId, status: body.payment }, target);
    });
  }
  // The page's height, whenever it changes, as the hosted checkouts' own resizers report it: the shop sizes the
  // frame to it, so that nothing of the form is hidden behind a scroll inside the frame (a phone stacks the fields).
  const reportHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    parent.postMessage({ source: 'statefront-provider', provider, checkoutId, height }, target);
  };
  new ResizeObserver(reportHeight).observe(document.body);
})();
</script>
</body>
</html>`;
}
