// The Swedish texts the signup and order views show, as the tests name them: shared by the happy-dom model
// tests and the browser step adapters, which look for the same labels and messages.

/** The messages under the signup forms' fields, by machine error key. */
export const signupFieldMessages = {
  firstNameRequired: 'Ange ditt förnamn',
  lastNameRequired: 'Ange ditt efternamn',
  emailValidation: 'Ange en giltig e-postadress',
  phoneRequired: 'Ange ett telefonnummer',
  phoneValidation: 'Ange ett giltigt telefonnummer med landsnummer, t.ex. +46701234567',
  passwordMinLength: 'Lösenordet måste vara minst 10 tecken',
  passwordRequirements: 'Lösenordet måste innehålla minst en siffra',
  passwordsDoesNotMatch: 'Lösenorden matchar inte',
  privacyRequired: 'Du måste godkänna integritetspolicyn',
  companyNameRequired: 'Ange företagets namn',
  organisationNumberRequired: 'Ange organisationsnummer',
  vatNumberRequired: 'Ange momsregistreringsnummer',
  companyEmailRequired: 'Ange företagets e-postadress',
  streetRequired: 'Ange gatuadress',
  postalCodeRequired: 'Ange postnummer',
  cityRequired: 'Ange ort',
  countryRequired: 'Välj land',
  termsRequired: 'Du måste godkänna villkoren',
};

/** The signup alert's texts, by machine error key. */
export const signupErrorTexts = {
  userAlreadyExists:
    'Det finns redan ett konto med den här e-postadressen. Logga in eller återställ ditt lösenord.',
  somethingWentWrong: 'Något gick fel. Försök igen.',
};

/**
 * The business signup alert's whole text for the typed address, by machine error key: 'user already exists'
 * with its two links on (issue 32), 'Company already exists' saying where the invitation goes.
 */
export const businessSignupAlertTexts = (email: string) => ({
  ...signupErrorTexts,
  userAlreadyExists: `${signupErrorTexts.userAlreadyExists}Logga in och registrera företaget på ditt kontoGlömt lösenordet?`,
  companyAlreadyExists:
    'Det finns redan ett företag med det här organisationsnumret. Kontrollera numret, eller be företagets ' +
    'administratör att bjuda in dig (Mitt konto → Företagsinformation → Användare → Bjud in en kollega). ' +
    `Ditt konto är sparat men inte aktivt än: inbjudan kommer med e-post till ${email}, och med länken i den ` +
    'slutför du kontot och blir användare i företaget.',
});

/** The company registration alert's texts (a signed-in user, issue 32), by machine error key. */
export const companyRegistrationErrorTexts = {
  companyAlreadyExists:
    'Det finns redan ett företag med det här organisationsnumret. Kontrollera numret, eller be företagets ' +
    'administratör att lägga till dig (Mitt konto → Företagsinformation → Användare → Bjud in en kollega): då ' +
    'blir du användare i företaget direkt och får ett mejl om det.',
  somethingWentWrong: signupErrorTexts.somethingWentWrong,
};

/** The consumer signup form's inputs and checkboxes by field. */
export const consumerSignupLabels = {
  first_name: 'Förnamn',
  last_name: 'Efternamn',
  email: 'E-post',
  phone_number: 'Telefonnummer (valfritt)',
  password: 'Lösenord',
  confirmPassword: 'Bekräfta lösenord',
};
export const consumerSignupCheckboxes = {
  privacy: 'Jag godkänner integritetspolicyn',
  allow_email_notifications: 'E-post',
  allow_phone_notifications: 'SMS',
  allow_postal_notifications: 'Post',
};

/** The business signup form's text inputs (the billing address's) and checkboxes by field. */
export const businessSignupLabels = {
  first_name: 'Förnamn',
  last_name: 'Efternamn',
  email: 'E-post',
  phone_number: 'Telefonnummer',
  password: 'Lösenord',
  confirmPassword: 'Bekräfta lösenord',
  company_name: 'Företagsnamn',
  organisation_number: 'Organisationsnummer',
  tax_id_vat_number: 'Momsregistreringsnummer',
  company_email: 'Företagets e-post',
  company_phone: 'Företagets telefonnummer (valfritt)',
  invoice_email: 'E-post för fakturor (valfritt)',
  contact_name: 'Kontaktnamn (valfritt)',
  external_ref: 'Extern referens (valfritt)',
  billing_street_address: 'Gatuadress',
  billing_house_number: 'Husnummer',
  billing_co_address: 'C/o-adress (valfritt)',
  billing_postal_code: 'Postnummer',
  billing_city: 'Ort',
};
export const businessSignupCheckboxes = {
  allow_email_notifications: 'E-post',
  allow_phone_notifications: 'SMS',
  allow_postal_notifications: 'Post',
  use_billing_as_shipping: 'Samma adress som faktureringsadress',
  terms_accepted: 'Jag godkänner villkoren och integritetspolicyn',
};
/** The seed's attribute options (settings.businessSignup.attributeOptions), '' for none. */
export const businessAttributeNames: Record<string, string> = {
  'attr-industry': 'Industri',
  '': 'Ingen vald',
};

/** The order decisions' progress, success and failure messages, by machine message key. */
export const orderDecisionMessages = {
  approving: 'Godkänner order...',
  approved: 'Order godkänd!',
  declining: 'Avböjer order...',
  declined: 'Order avböjd!',
  requestingChange: 'Begär ändring...',
  changeRequested: 'Ändring begärd!',
  failed: 'Något gick fel',
  /** The badge of an order whose customer requested a change. */
  changeRequestedBadge: 'Ändring begärd av dig',
};

/** The checkout's voucher panel: its region, the gift-card and promo-code sections' labels and messages. */
export const voucherPanelTexts = {
  panel: 'Rabattkoder och presentkort',
  unexpectedError: 'Ett oväntat fel inträffade',
  giftCardTitle: 'Presentkort',
  giftCardCode: 'Presentkortsnummer',
  giftCardPin: 'PIN-kod',
  applyGiftCard: 'Lägg till presentkort',
  appliedGiftCards: 'Aktiva presentkort',
  removeGiftCard: (code: string) => `Ta bort presentkortet ${code}`,
  giftCardRequired: 'Ange presentkortsnummer och PIN-kod.',
  giftCardsFailed: 'Ett eller flera presentkort kunde inte användas.',
  discountCode: 'Rabattkod',
  applyCode: 'Använd',
  appliedCodes: 'Aktiva rabattkoder',
  removeCode: (code: string) => `Ta bort rabattkoden ${code}`,
  codeRequired: 'Ange en rabattkod.',
};

/** The gift-card server messages the view translates; any other shows as it is. */
export const giftCardMessages: Record<string, string> = {
  'requested gift card has insufficient balance': 'Presentkortet har inte tillräckligt saldo.',
  'unable to add/update card': 'Presentkortet kunde inte läggas till eller uppdateras.',
  'no capabilities': 'Presentkort kan inte användas för den här varukorgen.',
};

/** The discount code catalogue's Swedish texts, title and description split on '|'. */
export const discountCodeMessages: Record<string, [string, string?]> = {
  MISSING_DISCOUNT_CODE: ['Rabattkoden finns inte', 'Kontrollera stavningen och försök igen.'],
  CONDITION_DISCOUNT_CODE: [
    'Rabattkoden kan inte användas',
    'Din varukorg uppfyller inte villkoren för koden.',
  ],
  CONDITION_DISCOUNT_EXTERNAL: ['Rabattkoden kan inte användas', 'Du uppfyller inte villkoren för koden.'],
  EXPIRED_DISCOUNT_CODE: ['Rabattkoden har gått ut'],
  ALREADY_ADDED_DISCOUNT_CODE: ['Rabattkoden är redan tillagd'],
  INACTIVE_DISCOUNT_CODE: ['Rabattkoden är inte aktiv'],
  BAD_REQUEST: ['Rabattkoden kunde inte kontrolleras', 'Försök igen.'],
};

/** The checkout's customer information card: selectors, address tabs, the new-address form and its messages. */
export const customerCardTexts = {
  card: 'Kundinformation',
  company: 'Företag',
  contact: 'Kontaktperson',
  tabs: { billing: 'Faktureringsadress', shipping: 'Leveransadress' },
  existingAddress: 'Befintlig',
  newAddress: 'Ny',
  newAddressForm: (tab: string) => `${tab}: ny adress`,
  useAddress: 'Använd adressen',
  newAddressUsed: 'Ordern använder den här adressen.',
  storing: 'Sparar valet…',
  storeFailed: (message: string) => `Valet kunde inte sparas: ${message}`,
  loadFailed: 'Företagen kunde inte hämtas.',
  retry: 'Försök igen',
  country: 'Land',
  countries: { SE: 'Sverige' } as Record<string, string>,
  fields: {
    company_name: 'Företagsnamn',
    street_address: 'Gatuadress',
    postal_code: 'Postnummer',
    city: 'Ort',
    state_province: 'Län/region',
  },
  /** Each new-address field's 'required' message. */
  required: {
    company_name: 'Företagsnamn krävs',
    street_address: 'Gatuadress krävs',
    city: 'Ort krävs',
    state_province: 'Län/region krävs',
    postal_code: 'Postnummer krävs',
    country: 'Land krävs',
  },
};
