// Every route of the embedded backend against the OpenAPI contract: valid requests get answers that
// conform, bad ones get a 400 naming the field and change nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkResponse, findOperation, operations } from '../../server-mock/contract';
import { acmeLogoFileId } from '../../server-mock/seed/company-files';
import { acmeAttributes } from '../support/checkout-backend';
import { createTestBackend, testNow, testOrigin } from '../support/test-backend';

interface Sample {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Runs first, e.g. to obtain a token; returns headers for the sample request, or the headers and a path
   * that replaces `path` (e.g. with the id of a cart line it created) or a body that replaces `body` (e.g.
   * with a token from a mail).
   */
  prepare?: (send: Send) => Promise<Record<string, string> | Prepared>;
}
interface Prepared {
  headers: Record<string, string>;
  path?: string;
  body?: unknown;
}
const isPrepared = (value: Record<string, string> | Prepared): value is Prepared =>
  typeof value.headers === 'object';
type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** The content editor's calls (saves, drafts, revalidation) carry the editor's preview token (the QA controls show it). */
async function asEditor(send: Send) {
  const answer = await send('GET', '/__mock/data/editorTokens');
  const { editorTokens } = (await answer.json()) as { editorTokens: { token: string }[] };
  return { authorization: `Bearer ${editorTokens[0]!.token}` };
}

const businessUser = {
  email: 'Inkop@Nybolaget.se',
  password: 'Sommar2026!',
  confirmPassword: 'Sommar2026!',
  first_name: 'Ola',
  last_name: 'Nybo',
  phone_number: '+46701112244',
  language: 'SV',
  country_code: 'SE',
  market: 'se',
  store_group: 'default',
  role: 'customer',
  status: 'active',
  allow_email_notifications: true,
  allow_phone_notifications: false,
  allow_postal_notifications: false,
};

const organisation = {
  name: 'Nybolaget AB',
  organisation_number: '5590001112',
  tax_id_vat_number: 'SE559000111201',
  contact_name: 'Ola Nybo',
  email: 'inkop@nybolaget.se',
  invoice_email: 'faktura@nybolaget.se',
  phone: '+46701112244',
  external_ref: 'NY-1',
  attribute_ids: ['attr-print'],
  credit_check: false,
  custom_fields: {},
  billing_address: [
    {
      street_address: 'Storgatan 1',
      postal_code: '111 22',
      city: 'Stockholm',
      country: 'SE',
      is_default: true,
    },
  ],
  shipping_address: [
    {
      name: 'Lager',
      street_address: 'Lagervägen 5',
      house_number: '5',
      co_address: 'Nybolaget',
      postal_code: '126 30',
      city: 'Hägersten',
      country: 'SE',
      is_default: true,
      shipping_type: 'standard',
    },
  ],
  status: 'active',
  use_billing_as_shipping: false,
  terms_accepted: true,
};

/** A customer with every detail an order needs. */
const paidCustomer = {
  givenName: 'Greta',
  familyName: 'Gast',
  email: 'greta@example.de',
  telephoneNumber: '+4915112345678',
  address: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** One valid request per operation of the contract (operationId → request). */
const samples: Record<string, Sample> = {
  listMarkets: { path: '/api/markets/' },
  getSettings: { path: '/api/settings/' },
  setMarket: { path: '/api/set-market/', body: { market: 'no' } },
  listProducts: { path: '/api/products/?market=se&page=2&perPage=10&category=t-shirts' },
  getProductsBySku: {
    path: '/api/enad/get-products-by-sku/',
    body: {
      storeGroupSlug: 'b2b',
      market: 'se',
      language: 'sv',
      skuQuery: 'LIMIT-5,KIT-1',
      isMultiple: true,
    },
  },
  getProductImage: { path: '/api/media/products/p-limit-5/__first__.svg?w=96' },
  subscribeNewsletter: {
    path: '/api/newsletter/subscribe/',
    body: { email: 'contract@example.se', listId: 'statefront-news', source: 'test' },
  },
  recordFlowEvents: {
    path: '/api/flow-events/',
    body: {
      events: [
        {
          run: 'run-contract',
          flow: 'login',
          seq: 0,
          at: testNow.getTime(),
          event: 'xstate.init',
          from: [],
          to: ['login.idle'],
          transitions: [],
          status: 'active',
        },
      ],
    },
  },
  // The usage is read with a flow analyst's token (docs/decisions/047).
  listFlowUsage: {
    path: '/api/flow-usage/?from=2026-11-01&to=2026-11-21',
    prepare: (send) => signedIn(send, 'analyst@statefront.test'),
  },
  getFlowUsage: {
    path: '/api/flow-usage/login/?paths=5',
    prepare: (send) => signedIn(send, 'analyst@statefront.test'),
  },
  // A flow analyst deletes a run's events (docs/decisions/058).
  deleteFlowRun: {
    path: '/api/flow-events/runs/run-1/',
    prepare: (send) => signedIn(send, 'analyst@statefront.test'),
  },
  startSession: {
    path: '/shopper/sessions/start',
    body: { storeGroupId: 'sg-consumer', countryCode: 'SE', languageCode: 'sv' },
  },
  getSession: {
    path: '/shopper/sessions',
    prepare: async (send) => {
      const started = await send('POST', '/shopper/sessions/start', {
        storeGroupId: 'sg-b2b',
        countryCode: 'FI',
        languageCode: 'fi',
      });
      return { authorization: `Bearer ${((await started.json()) as { token: string }).token}` };
    },
  },
  setSessionAttributes: {
    path: '/shopper/sessions/attributes',
    body: acmeAttributes,
    // The cart token as bearer, a member's access token in User-Token (docs/decisions/047).
    prepare: async (send) => ({
      authorization: `Bearer ${await startCart(send)}`,
      'user-token': (await signedIn(send, 'buyer@acme.test')).authorization.slice('Bearer '.length),
    }),
  },
  addCartItem: {
    path: '/shopper/sessions/items',
    body: {
      productVariantId: 'v-kit-1',
      quantity: 2,
      market: 'se',
      lang: 'sv',
      store: 'web',
      engageLocale: 'sv-SE',
    },
    prepare: async (send) => ({ authorization: `Bearer ${await startCart(send)}` }),
  },
  addCartItems: {
    path: '/shopper/sessions/batch-items',
    body: {
      items: [
        { productVariantId: 'v-kit-1', quantity: 2 },
        { productVariantId: 'v-limit-5-black', quantity: 1 },
      ],
      market: 'se',
      lang: 'sv',
      store: 'web',
      engageLocale: 'sv-SE',
    },
    prepare: async (send) => ({ authorization: `Bearer ${await startCart(send)}` }),
  },
  updateCartItem: {
    path: '/shopper/sessions/items/line-0',
    body: { quantity: 3 },
    prepare: (send) => cartWithLine(send),
  },
  removeCartItem: {
    path: '/shopper/sessions/items/line-0',
    prepare: (send) => cartWithLine(send),
  },
  getProductPrices: { path: '/shopper/prices/product-parents/p-limit-5/store-groups/sg-b2b/markets/DE' },
  getProductStocks: { path: '/shopper/stocks/product-parents/p-kit-1/store-groups/sg-consumer/markets/NO' },
  getProduct: { path: '/api/products/welcome-kit?market=gb' },
  listCategories: { path: '/api/categories/?market=dk' },
  getStory: { path: '/api/content/stories/?path=de/home&version=draft', prepare: asEditor },
  saveStory: {
    path: '/api/content/stories/',
    body: {
      path: 'fi/terms',
      content: {
        blocks: [
          {
            component: 'richText',
            body: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Uudet ehdot', marks: [{ type: 'bold' }] }],
                },
              ],
            },
          },
        ],
      },
      name: 'Ehdot',
      publish: true,
    },
    // Only a content editor saves: the editor's preview token (the QA controls show it).
    prepare: asEditor,
  },
  revalidateStory: {
    path: '/api/content/revalidate/',
    body: { story: { path: 'gb/integrity' }, pathToRevalidate: 'gb/integrity' },
    prepare: asEditor,
  },
  getEditorBridge: { path: '/api/content/bridge.js' },
  getOauthToken: {
    path: '/oauth/token',
    body: { grant_type: 'client_credentials', client_id: 'statefront-web' },
  },
  listStoreGroups: {
    path: '/management/store-groups',
    prepare: async (send) => {
      const answer = await send('POST', '/oauth/token', {
        grant_type: 'client_credentials',
        client_id: 'statefront-web',
      });
      return { authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` };
    },
  },
  login: { path: '/api/enad/login/', body: { email: 'Consumer@Statefront.test', password: 'Statefront1!' } },
  getUser: { path: '/api/enad/get-user/', prepare: (send) => signedIn(send, 'admin@acme.test') },
  getOrdersByOrganisation: {
    path: '/api/brink/get-orders-by-organisation/',
    body: { organisationNumber: '5566778899' },
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  getOrdersByUser: {
    path: '/api/brink/get-orders-by-user/',
    body: { userId: 'u-consumer' },
    prepare: async (send) => {
      const answer = await send('POST', '/api/enad/login/', {
        email: 'consumer@statefront.test',
        password: PASSWORD,
      });
      const { access_token, user } = (await answer.json()) as { access_token: string; user: { id: string } };
      return { headers: { authorization: `Bearer ${access_token}` }, body: { userId: user.id } };
    },
  },
  getOrdersByEmail: {
    path: '/api/brink/get-orders-by-email/',
    body: { email: 'consumer@statefront.test' },
    prepare: (send) => signedIn(send, 'consumer@statefront.test'),
  },
  getOrdersByRef: {
    path: '/api/brink/get-orders-by-ref/',
    body: { ref: 'SF-100110' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  getOrderById: {
    path: '/api/brink/get-order-by-id/',
    body: { endpoint: 'orders/o-18' },
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  changeOrderCustomState: {
    path: '/api/brink/change-order-custom-state/',
    body: { stateId: 'customer_approved', orderId: 'o-18', type: 'add' },
    // An approver who did not place the order (issue 33).
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  addOrderNote: {
    path: '/api/brink/add-order-note/',
    body: { orderId: 'o-18', text: 'Tråden ska vara marinblå.' },
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  updateUser: {
    path: '/api/enad/update-user/',
    body: {
      email: 'consumer@statefront.test',
      store_group: 'default',
      language: 'SV',
      market: 'se',
      country_code: 'SE',
      first_name: 'Sara',
      last_name: 'Nyström',
      phone_number: '+46701234599',
      street: 'Ringvägen 14',
      zip_code: '118 60',
      city: 'Stockholm',
      allow_email: true,
      allow_sms: false,
      allow_postal: true,
    },
    prepare: (send) => signedIn(send, 'consumer@statefront.test'),
  },
  deleteUser: { path: '/api/enad/delete/', prepare: (send) => signedIn(send, 'consumer@statefront.test') },
  listCompanies: {
    path: '/api/enad/companies/?page=2&per_page=10&search=ab',
    prepare: (send) => signedIn(send, 'super@statefront.test'),
  },
  updateCompany: {
    path: '/api/enad/update-company/',
    body: {
      id: 'c-acme-ab',
      contact_name: 'Anna Lindqvist',
      email: 'info@acme.test',
      invoice_email: 'faktura@acme.test',
      phone: '+46812345670',
      external_ref: 'ERP-10001',
      billing_address: [
        {
          id: 'a-1',
          name: 'Huvudkontor',
          street_address: 'Sveavägen 46',
          city: 'Stockholm',
          postal_code: '111 34',
          country: 'SE',
        },
      ],
      shipping_address: [
        {
          street_address: 'Lagervägen 1',
          city: 'Hägersten',
          postal_code: '126 30',
          country: 'SE',
          state_province: 'Stockholms län',
        },
      ],
    },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  listOrganisationUsers: {
    path: '/api/enad/organisation-users/?company_id=c-acme-ab&page=1&per_page=10&search=acme',
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  listCompanyFiles: {
    path: '/api/company-media/?companyId=c-acme-ab&per_page=200',
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  uploadCompanyFile: {
    path: '/api/company-media/',
    body: { filename: 'logo.png', base64: fixture('logo.png').toString('base64'), companyId: 'c-acme-ab' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  updateCompanyFile: {
    path: '/api/company-media/',
    body: { companyId: 'c-acme-ab', filename: 'acme-logo.png', logoType: 'alternative' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  deleteCompanyFile: {
    path: `/api/company-media/${acmeLogoFileId}`,
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  deleteCompanyFileByQuery: {
    path: `/api/company-media?fileId=${acmeLogoFileId}&companyId=c-acme-ab`,
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  getCompanyFileContent: {
    path: `/api/company-media/files/${acmeLogoFileId}/acme-logo.png`,
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  convertEps: {
    path: '/api/eps-convert',
    body: formWith('file', 'logo.eps', { companyId: 'c-acme-ab' }),
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  inviteOrganisationUser: {
    path: '/api/enad/invite-organisation-user/',
    body: { company_id: 'c-acme-ab', email: 'New.Colleague@Acme.test' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  listOrganisationInvitations: {
    path: '/api/enad/organisation-invitations/?company_id=c-acme-ab',
    prepare: async (send) => {
      const headers = await signedIn(send, 'admin@acme.test');
      await send(
        'POST',
        '/api/enad/invite-organisation-user/',
        { company_id: 'c-acme-ab', email: 'listed@acme.test' },
        headers,
      );
      return headers;
    },
  },
  withdrawOrganisationInvitation: {
    path: '/api/enad/withdraw-organisation-invitation/',
    body: { company_id: 'c-acme-ab', invitation_id: 'inv-none' },
    prepare: async (send) => {
      const headers = await signedIn(send, 'super@statefront.test');
      await send(
        'POST',
        '/api/enad/invite-organisation-user/',
        { company_id: 'c-acme-ab', email: 'gone@acme.test' },
        headers,
      );
      // The answer names no invitation (docs/decisions/047): the pending list does.
      const listed = await send(
        'GET',
        '/api/enad/organisation-invitations/?company_id=c-acme-ab',
        undefined,
        headers,
      );
      const { items } = (await listed.json()) as { items: { id: string; email: string }[] };
      const invitation = items.find((item) => item.email === 'gone@acme.test')!;
      return { headers, body: { company_id: 'c-acme-ab', invitation_id: invitation.id } };
    },
  },
  getInvitation: {
    path: '/api/enad/invitation/?token=none',
    prepare: async (send) => {
      const headers = await signedIn(send, 'admin@acme.test');
      await send(
        'POST',
        '/api/enad/invite-organisation-user/',
        { company_id: 'c-acme-ab', email: 'linked@acme.test' },
        headers,
      );
      const { mails } = (await (await send('GET', '/__mock/mailbox?to=linked@acme.test')).json()) as {
        mails: { link: string }[];
      };
      const token = new URL(mails.at(-1)!.link, testOrigin).searchParams.get('invitation')!;
      return { headers: {}, path: `/api/enad/invitation/?token=${encodeURIComponent(token)}` };
    },
  },
  setOrganisationApprover: {
    path: '/api/enad/set-organisation-approver/',
    body: { company_id: 'c-acme-ab', user_id: 'u-johan-berg', approver: true },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  getApprovalPolicy: {
    path: '/api/enad/get-approval-policy/',
    body: { company_id: 'c-acme-ab' },
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  setApprovalPolicy: {
    path: '/api/enad/set-approval-policy/',
    body: {
      company_id: 'c-acme-ab',
      policy: {
        amountRules: [{ currencyCode: 'SEK', approverOver: 100000, adminOver: 500000 }],
        maxLines: 30,
        budgets: [
          {
            id: 'b-default',
            subject: { kind: 'level', level: 'default' },
            currencyCode: 'SEK',
            amount: 2000000,
            period: 'month',
          },
        ],
      },
    },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  getApprovalOutlook: {
    path: '/api/enad/get-approval-outlook/',
    body: { company_id: 'c-acme-ab', currencyCode: 'SEK' },
    prepare: (send) => signedIn(send, 'buyer@acme.test'),
  },
  decideOrderApproval: {
    path: '/api/enad/decide-order-approval/',
    // SF-100120, the buyer's order that waits for an approver (issue 33).
    body: { order_id: 'o-24', decision: 'approve' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  removeOrganisationUser: {
    path: '/api/enad/remove-organisation-user/',
    body: { company_id: 'c-acme-ab', user_id: 'u-johan-berg' },
    prepare: (send) => signedIn(send, 'admin@acme.test'),
  },
  signup: {
    path: '/api/enad/signup/',
    body: {
      email: 'New.Consumer@Example.se',
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      privacy: true,
      first_name: 'Nora',
      last_name: 'Ny',
      phone_number: '+46701112233',
      store_group: 'default',
      language: 'SV',
      market: 'se',
      country: 'SE',
      allow_email_notifications: true,
      allow_phone_notifications: false,
      allow_postal_notifications: true,
      status: 'active',
      role: 'customer',
    },
  },
  createUser: { path: '/api/enad/create-user/', body: businessUser },
  signupOrganisation: {
    path: '/api/enad/organisation/signup/',
    body: { ...organisation, user_id: 'u-created-by-prepare' },
    prepare: async (send) => {
      const created = await send('POST', '/api/enad/create-user/', businessUser);
      const { id } = (await created.json()) as { id: string };
      return { headers: {}, body: { ...organisation, user_id: id } };
    },
  },
  createVerifyLink: { path: '/api/enad/create-verify-link/', body: { email: 'unverified@statefront.test' } },
  verifyEmail: {
    path: '/api/enad/verify-email/',
    body: { token: 'from-the-mail' },
    prepare: async (send) => {
      await send('POST', '/api/enad/create-verify-link/', { email: 'unverified@statefront.test' });
      return { headers: {}, body: { token: await tokenFromMail(send, 'unverified@statefront.test') } };
    },
  },
  createResetPasswordLink: {
    path: '/api/enad/create-reset-password-link/',
    body: { email: 'buyer@acme.test' },
  },
  resetPassword: {
    path: '/api/enad/reset-password/',
    body: { reset_password_token: 'from-the-mail', password: 'Vinter2026!' },
    prepare: async (send) => {
      await send('POST', '/api/enad/create-reset-password-link/', { email: 'buyer@acme.test' });
      const token = await tokenFromMail(send, 'buyer@acme.test');
      return { headers: {}, body: { reset_password_token: token, password: 'Vinter2026!' } };
    },
  },
  addDiscountCode: {
    path: '/shopper/sessions/discount-codes',
    body: { discountCode: 'welcome10' },
    prepare: async (send) => (await cartWithLine(send)).headers,
  },
  removeDiscountCode: {
    path: '/shopper/sessions/discount-codes/WELCOME10',
    prepare: async (send) => {
      const { headers } = await cartWithLine(send);
      await send('POST', '/shopper/sessions/discount-codes', { discountCode: 'WELCOME10' }, headers);
      return headers;
    },
  },
  startCheckout: {
    path: '/shopper/sessions/checkout/start',
    body: { paymentProvider: 'KlarnaCheckout', giftCardProvider: 'Retain24', shippingProvider: 'PostNord' },
    prepare: async (send) => (await cartWithLine(send)).headers,
  },
  getCheckout: { path: '/shopper/sessions/checkout', prepare: (send) => checkoutIn(send, 'SE') },
  applyGiftCard: {
    path: '/shopper-retain24/gift-cards/GC-500',
    body: { pin: '5678' },
    prepare: (send) => checkoutIn(send, 'SE'),
  },
  removeGiftCard: {
    path: '/shopper-retain24/gift-cards/GC-500',
    prepare: async (send) => {
      const headers = await checkoutIn(send, 'SE');
      await send('PUT', '/shopper-retain24/gift-cards/GC-500', { pin: '5678' }, headers);
      return headers;
    },
  },
  startKlarnaCheckout: {
    path: '/shopper-kco/orders',
    body: {
      merchantUrls: { terms: '/se/terms/', confirmation: '/se/checkout/confirmation/?provider=klarna' },
      options: { phone_mandatory: true },
    },
    prepare: (send) => checkoutIn(send, 'SE'),
  },
  getKlarnaCheckout: { path: '/shopper-kco/orders', prepare: (send) => startedIn(send, 'SE', 'klarna') },
  syncKlarnaCheckout: {
    path: '/shopper-kco/orders/sync',
    prepare: (send) => startedIn(send, 'SE', 'klarna'),
  },
  updateKlarnaCheckout: {
    path: '/shopper-kco/orders',
    body: { shipping_address: { postal_code: '118 60' }, billing_address: { postal_code: '118 60' } },
    prepare: (send) => startedIn(send, 'SE', 'klarna'),
  },
  startQliroCheckout: {
    path: '/shopper-qliro/checkouts',
    body: {
      merchantUrls: { terms: '/no/terms/', confirmation: '/no/checkout/confirmation/?provider=qliro' },
      customerInformation: {
        email: 'kunde@example.no',
        mobileNumber: '+4791234567',
        juridicalType: 'Physical',
      },
    },
    prepare: (send) => checkoutIn(send, 'NO'),
  },
  syncQliroCheckout: {
    path: '/shopper-qliro/checkouts/sync',
    prepare: (send) => startedIn(send, 'NO', 'qliro'),
  },
  startWalleyCheckout: {
    path: '/shopper-walley/checkouts',
    body: {
      walley: {
        merchantTermsUri: '/dk/terms/',
        redirectPageUri: '/dk/checkout/confirmation/?provider=walley',
        businessCustomerPreset: {
          organizationNumber: '5566778899',
          buyer: {
            firstName: 'Johan',
            lastName: 'Berg',
            email: 'buyer@acme.test',
            mobilePhoneNumber: '+46701234503',
          },
          deliveryAddress: {
            companyName: 'Acme AB',
            coAddress: 'Inköp',
            address: 'Elektravägen 22',
            postalCode: '126 30',
            city: 'Hägersten',
          },
        },
      },
    },
    prepare: (send) => checkoutIn(send, 'DK'),
  },
  startAvardaPayment: {
    path: '/shopper-avarda/payments',
    body: { language: 'Finnish', redirectUrl: '/fi/checkout/confirmation/?provider=avarda' },
    prepare: (send) => checkoutIn(send, 'FI'),
  },
  syncAvardaPayment: {
    path: '/shopper-avarda/payments/sync',
    prepare: (send) => startedIn(send, 'FI', 'avarda'),
  },
  syncWalleyCheckout: {
    path: '/shopper-walley/checkouts/sync',
    prepare: (send) => startedIn(send, 'DK', 'walley'),
  },
  syncAdyenSession: {
    path: '/shopper-adyen/sessions/sync',
    prepare: (send) => startedIn(send, 'DE', 'adyen'),
  },
  startAdyenSession: {
    path: '/shopper-adyen/sessions',
    body: { returnUrl: '/de/checkout/confirmation/?provider=adyen' },
    prepare: (send) => checkoutIn(send, 'DE'),
  },
  getProviderWidget: {
    path: '/shopper-widgets/adyen/from-prepare?lang=en',
    prepare: async (send) => {
      const { id: checkoutId } = await paidCheckout(send, 'open');
      return { headers: {}, path: `/shopper-widgets/adyen/${checkoutId}?lang=en` };
    },
  },
  reportWidgetPayment: {
    path: '/shopper-widgets/adyen/from-prepare/payment',
    body: { outcome: 'paid', customer: paidCustomer },
    prepare: async (send) => {
      const { id: checkoutId } = await paidCheckout(send, 'open');
      return { headers: {}, path: `/shopper-widgets/adyen/${checkoutId}/payment` };
    },
  },
  createOrder: {
    path: '/api/brink/create-order/',
    body: { checkoutId: 'from-prepare' },
    prepare: async (send) => {
      const { id: checkoutId, cartToken } = await paidCheckout(send, 'paid');
      return {
        headers: { 'idempotency-key': `order-${checkoutId}`, 'cart-token': cartToken },
        body: { checkoutId },
      };
    },
  },
};

const marketLanguages: Record<string, string> = {
  SE: 'sv',
  NO: 'nb',
  DK: 'da',
  FI: 'fi',
  DE: 'de',
  GB: 'en',
};

/** A consumer checkout in a market with KIT-1 in the cart; returns the checkout token's header. */
async function checkoutIn(send: Send, countryCode: string) {
  return (await checkoutAndCartIn(send, countryCode)).checkout;
}

/** The same, with the token of the cart the checkout was started from (its holder's proof). */
async function checkoutAndCartIn(send: Send, countryCode: string) {
  const started = await send('POST', '/shopper/sessions/start', {
    storeGroupId: 'sg-consumer',
    countryCode,
    languageCode: marketLanguages[countryCode],
  });
  const cartToken = ((await started.json()) as { token: string }).token;
  const cart = { authorization: `Bearer ${cartToken}` };
  await send('POST', '/shopper/sessions/items', { productVariantId: 'v-kit-1', quantity: 1 }, cart);
  const checkout = await send('POST', '/shopper/sessions/checkout/start', undefined, cart);
  return {
    cartToken,
    checkout: { authorization: `Bearer ${((await checkout.json()) as { token: string }).token}` },
  };
}

const providerStarts: Record<string, [string, unknown]> = {
  klarna: ['/shopper-kco/orders', { merchantUrls: { terms: '/t', confirmation: '/c' } }],
  qliro: ['/shopper-qliro/checkouts', { merchantUrls: { terms: '/t', confirmation: '/c' } }],
  avarda: ['/shopper-avarda/payments', { language: 'Finnish' }],
  adyen: ['/shopper-adyen/sessions', { returnUrl: '/c' }],
  walley: ['/shopper-walley/checkouts', { walley: { merchantTermsUri: '/t', redirectPageUri: '/c' } }],
};

/** A checkout in the market with the provider started; returns the checkout token's header. */
async function startedIn(send: Send, countryCode: string, provider: string) {
  const headers = await checkoutIn(send, countryCode);
  const [path, body] = providerStarts[provider]!;
  await send('POST', path, body, headers);
  return headers;
}

/** An Adyen checkout in Germany, open or paid in its widget; returns its id and its cart's token. */
async function paidCheckout(send: Send, payment: 'open' | 'paid') {
  const { cartToken, checkout: headers } = await checkoutAndCartIn(send, 'DE');
  const [path, body] = providerStarts.adyen!;
  await send('POST', path, body, headers);
  const { id } = (await (await send('GET', '/shopper/sessions/checkout', undefined, headers)).json()) as {
    id: string;
  };
  if (payment === 'paid')
    await send('POST', `/shopper-widgets/adyen/${id}/payment`, { outcome: 'paid', customer: paidCustomer });
  return { id, cartToken };
}

/** A print-file sample of tests/fixtures/print-files. */
function fixture(name: string) {
  return readFileSync(new URL(`../fixtures/print-files/${name}`, import.meta.url));
}

/** A multipart body with one fixture file under the field name. */
function formWith(field: string, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([fixture(name)]), name);
  return form;
}

const PASSWORD = 'Statefront1!';

/** The Authorization header of a QA user's fresh login. */
async function signedIn(send: Send, email: string) {
  const answer = await send('POST', '/api/enad/login/', { email, password: PASSWORD });
  return { authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` };
}

/** The token of the last link mailed to an address (`?verify=` or `?token=`). */
async function tokenFromMail(send: Send, to: string) {
  const { mails } = (await (await send('GET', `/__mock/mailbox?to=${to}`)).json()) as {
    mails: { link: string }[];
  };
  const query = new URL(mails.at(-1)!.link, testOrigin).searchParams;
  return query.get('verify') ?? query.get('token')!;
}

/** Starts a consumer session in Sweden; returns its cart token. */
async function startCart(send: Send) {
  const started = await send('POST', '/shopper/sessions/start', {
    storeGroupId: 'sg-consumer',
    countryCode: 'SE',
    languageCode: 'sv',
  });
  return ((await started.json()) as { token: string }).token;
}

/** A session whose cart holds KIT-1 (with its child item); the path names the KIT-1 line. */
async function cartWithLine(send: Send): Promise<Prepared> {
  const headers = { authorization: `Bearer ${await startCart(send)}` };
  const added = await send(
    'POST',
    '/shopper/sessions/items',
    { productVariantId: 'v-kit-1', quantity: 1 },
    headers,
  );
  const { cart } = (await added.json()) as { cart: { items: { id: string; productVariantId: string }[] } };
  const line = cart.items.find((item) => item.productVariantId === 'v-kit-1')!;
  return { headers, path: `/shopper/sessions/items/${line.id}` };
}

function setup() {
  const backend = createTestBackend();
  const send: Send = (method, path, body, headers = {}) =>
    backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers: {
          ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body:
          body === undefined || body instanceof FormData || typeof body === 'string'
            ? body
            : JSON.stringify(body),
      }),
    );
  const snapshot = () => JSON.stringify({ data: backend.store.data, runtime: backend.store.runtime });
  return { backend, send, snapshot };
}

describe('the backend implements exactly the contract', () => {
  it('has a route for every operation and an operation for every route', () => {
    const { backend } = setup();
    const routes = backend.routes
      .filter((route) => !route.includes('/__mock/') && !route.endsWith(' /*'))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    const contract = operations.map((op) => `${op.method.toUpperCase()} ${op.template}`);
    const normalise = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
    expect(new Set(routes.map(normalise))).toEqual(new Set(contract.map(normalise)));
  });

  it('has a sample request for every operation', () => {
    expect(Object.keys(samples).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
  const sample = samples[operationId]!;
  const method = op.method.toUpperCase();

  it('answers a valid request with a response that conforms to the contract', async () => {
    const { backend, send } = setup();
    const prepared = sample.prepare ? await sample.prepare(send) : (sample.headers ?? {});
    const headers = isPrepared(prepared) ? prepared.headers : prepared;
    const path = ((isPrepared(prepared) && prepared.path) || sample.path).replace(
      '__first__',
      backend.store.data.products.find((p) => p.id === 'p-limit-5')!.variants[0]!.id,
    );
    const body = isPrepared(prepared) && prepared.body !== undefined ? prepared.body : sample.body;
    const response = await send(method, path, body, headers);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    if (response.headers.get('content-type')?.includes('application/json')) {
      expect(
        checkResponse(
          findOperation(method, new URL(path, testOrigin).pathname)!,
          response.status,
          await response.json(),
        ),
      ).toBeNull();
    }
  });

  if (op.hasJsonBody) {
    const body = sample.body as Record<string, unknown>;
    const [firstField] = Object.keys(body);

    it('refuses malformed JSON with 400 and stores nothing', async () => {
      const { send, snapshot } = setup();
      const before = snapshot();
      const response = await send(method, sample.path, '{"broken":');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
      expect(snapshot()).toBe(before);
    });

    it('names a missing required field and stores nothing', async () => {
      const { send, snapshot } = setup();
      const before = snapshot();
      const { [firstField!]: _missing, ...rest } = body;
      const response = await send(method, sample.path, rest);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(`'${firstField}' is required`);
      expect(snapshot()).toBe(before);
    });

    it('names a field of the wrong type and stores nothing', async () => {
      const { send, snapshot } = setup();
      const before = snapshot();
      const response = await send(method, sample.path, { ...body, [firstField!]: 12345 });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(`'${firstField}'`);
      expect(snapshot()).toBe(before);
    });
  }
});

describe('parameters', () => {
  it('names a query parameter of the wrong type', async () => {
    const { send } = setup();
    const response = await send('GET', '/api/products/?market=se&page=two');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "'page' must be integer" });
  });
  it('names a missing required query parameter', async () => {
    const { send } = setup();
    const response = await send('GET', '/api/products/');
    expect(await response.json()).toEqual({ error: "'market' is required" });
  });
  it("lists a store group's products at its prices to its users, and refuses an unknown store group", async () => {
    const { send } = setup();
    type Page = {
      data: { id: string; variants: { price: { sale_price_amount: number } }[] }[];
      total: number;
    };
    const consumer = (await (await send('GET', '/api/products/?market=se')).json()) as Page;
    const buyer = await signedIn(send, 'buyer@acme.test');
    const business = (await (
      await send('GET', '/api/products/?market=se&storeGroupId=sg-b2b', undefined, buyer)
    ).json()) as Page;
    expect(business.total).toBeGreaterThan(consumer.total);
    const shared = business.data.find((product) => consumer.data.some((entry) => entry.id === product.id))!;
    const consumerPrice = consumer.data.find((entry) => entry.id === shared.id)!.variants[0]!.price;
    expect(shared.variants[0]!.price.sale_price_amount).toBeLessThan(consumerPrice.sale_price_amount);
    const unknown = await send('GET', '/api/products/?market=se&storeGroupId=sg-nothing');
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'Store group not found' }]);
    // A business store group's assortment (business-only products, business prices) is not shown to anyone else
    // (decision 046).
    const consumerUser = await signedIn(send, 'consumer@statefront.test');
    for (const headers of [undefined, consumerUser]) {
      const refused = await send('GET', '/api/products/?market=se&storeGroupId=sg-b2b', undefined, headers);
      expect([refused.status, await refused.json()]).toEqual([404, { error: 'Store group not found' }]);
    }
  });
  it('answers 404 with an error body for a path outside the contract', async () => {
    const { send } = setup();
    const response = await send('GET', '/api/nothing-here/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No endpoint GET /api/nothing-here/' });
  });
});

describe('mock controls', () => {
  it('resets to the seed', async () => {
    const { send, snapshot } = setup();
    const seeded = snapshot();
    await send('POST', '/api/newsletter/subscribe/', {
      email: 'reset@example.se',
      listId: 'statefront-news',
    });
    expect(snapshot()).not.toBe(seeded);
    expect((await send('POST', '/__mock/reset')).status).toBe(200);
    expect(JSON.parse(snapshot()).data).toEqual(JSON.parse(seeded).data);
  });
  it('delivers mail to the mailbox', async () => {
    const { send } = setup();
    await send('POST', '/api/newsletter/subscribe/', { email: 'Mail@Example.se', listId: 'statefront-news' });
    const { mails } = (await (await send('GET', '/__mock/mailbox?to=mail@example.se')).json()) as {
      mails: { subject: string }[];
    };
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your newsletter subscription']);
  });
  it('injects latency and failures per route, a set number of times', async () => {
    const { send } = setup();
    const injected = await send('POST', '/__mock/faults', {
      route: 'GET /api/settings/',
      status: 503,
      body: { error: 'maintenance' },
      latencyMs: 20,
      times: 1,
    });
    expect(injected.status).toBe(201);
    const started = Date.now();
    const failed = await send('GET', '/api/settings/');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect([failed.status, await failed.json()]).toEqual([503, { error: 'maintenance' }]);
    expect((await send('GET', '/api/settings/')).status).toBe(200);
  });
  it('sets the payment providers a live cart offers, or takes its capabilities away', async () => {
    const { send } = setup();
    const started = await send('POST', '/shopper/sessions/start', {
      storeGroupId: 'sg-consumer',
      countryCode: 'SE',
      languageCode: 'sv',
    });
    const { token } = (await started.json()) as { token: string };
    const cart = async () =>
      (
        (await (
          await send('GET', '/shopper/sessions', undefined, { authorization: `Bearer ${token}` })
        ).json()) as {
          cart: { capabilities?: { paymentProviders: { name: string }[]; shippingProviders: unknown[] } };
        }
      ).cart;
    const path = `/__mock/sessions/${token}/payment-providers`;
    expect((await send('PUT', path, { paymentProviders: ['PayPal'] })).status).toBe(200);
    const changed = (await cart()).capabilities;
    expect(changed?.paymentProviders).toEqual([{ name: 'PayPal' }]);
    // The cart's shipping providers stay as they were.
    expect(changed?.shippingProviders.length).toBeGreaterThan(0);
    expect((await send('PUT', path, { paymentProviders: null })).status).toBe(200);
    expect((await cart()).capabilities).toBeUndefined();
    expect((await send('PUT', path, { paymentProviders: 'PayPal' })).status).toBe(400);
    expect(
      (await send('PUT', '/__mock/sessions/ct-none/payment-providers', { paymentProviders: [] })).status,
    ).toBe(404);
  });
  it('changes a gift card: its balance, its currency and the message applying it answers', async () => {
    const { send } = setup();
    const path = '/__mock/data/giftCards/GC-EMPTY';
    const card = async () =>
      (
        (await (await send('GET', '/__mock/data/giftCards')).json()) as {
          giftCards: Record<string, unknown>[];
        }
      ).giftCards.find((entry) => entry.code === 'GC-EMPTY');
    expect((await send('PATCH', path, { balance: 50000, error: null })).status).toBe(200);
    expect(await card()).toMatchObject({
      code: 'GC-EMPTY',
      pin: '0000',
      currencyCode: 'SEK',
      balance: 50000,
    });
    expect((await send('PATCH', path, { currencyCode: 'EUR', balance: 5000 })).status).toBe(200);
    expect(await card()).toMatchObject({ currencyCode: 'EUR', balance: 5000 });
    expect(await card()).not.toHaveProperty('error');
    expect((await send('PATCH', path, { error: 'gift card is blocked' })).status).toBe(200);
    expect(await card()).toMatchObject({ error: 'gift card is blocked' });
    expect((await send('PATCH', path, { pin: '1111' })).status).toBe(400);
    expect((await send('PATCH', path, { balance: -1 })).status).toBe(400);
    // One balance: amounts per currency are no longer a card's.
    expect((await send('PATCH', path, { balance: { SEK: 50000 } })).status).toBe(400);
    expect((await send('PATCH', path, { currencyCode: 'kr' })).status).toBe(400);
    expect((await send('PATCH', '/__mock/data/giftCards/GC-NONE', { error: null })).status).toBe(404);
  });
  it('refuses a fault without a route', async () => {
    const { send } = setup();
    expect((await send('POST', '/__mock/faults', { status: 500 })).status).toBe(400);
  });
});
