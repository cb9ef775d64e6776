// The business signup's autofill, validation and payload rules (accounts spec 3, 4 and 5), as pure functions.
import { describe, expect, it } from 'vitest';
import {
  applyBusinessSignupChange,
  type BusinessSignupValues,
  businessSignupErrorsOf,
  businessUserPayload,
  type FollowingField,
  initialBusinessSignupValues,
  organisationPayload,
} from '../../machines/business-signup/business-signup.machine';

const following = (): Record<FollowingField, boolean> => ({
  company_email: true,
  invoice_email: true,
  company_phone: true,
  tax_id_vat_number: true,
});

/** Applies changes one after another, as the form sends them. */
function typed(...changes: Partial<BusinessSignupValues>[]) {
  return changes.reduce((state, change) => applyBusinessSignupChange(state.values, state.following, change), {
    values: initialBusinessSignupValues,
    following: following(),
  });
}

const complete: Partial<BusinessSignupValues> = {
  first_name: 'Maja',
  last_name: 'Holm',
  email: 'Maja@Tryckeriet.test',
  phone_number: '+46701112233',
  password: 'Tryckeri2026',
  confirmPassword: 'Tryckeri2026',
  company_name: 'Tryckeriet AB',
  organisation_number: '5598765432',
  billing_street_address: 'Storgatan 12',
  billing_postal_code: '903 26',
  billing_city: 'Umeå',
  terms_accepted: true,
};

describe('business signup autofill', () => {
  it('strips spaces and dashes from the organisation number and derives the Swedish VAT number', () => {
    const { values } = typed({ organisation_number: ' 559 876-5432 ' });
    expect(values.organisation_number).toBe('5598765432');
    expect(values.tax_id_vat_number).toBe('SE559876543201');
    expect(
      typed({ organisation_number: '5598765432' }, { organisation_number: '' }).values.tax_id_vat_number,
    ).toBe('');
  });

  it('derives no VAT number for a billing address outside Sweden, and again when it moves back', () => {
    const abroad = typed({ billing_country: 'NO' }, { organisation_number: '912345678' });
    expect(abroad.values.tax_id_vat_number).toBe('');
    expect(
      applyBusinessSignupChange(abroad.values, abroad.following, { billing_country: 'SE' }).values
        .tax_id_vat_number,
    ).toBe('SE91234567801');
  });

  it('stops following once a field is typed in by hand', () => {
    const { values } = typed(
      { email: 'maja@tryckeriet.test', phone_number: '+46701112233', organisation_number: '5598765432' },
      { company_email: 'order@tryckeriet.test', tax_id_vat_number: 'SE000000000001' },
      { email: 'maja.holm@tryckeriet.test', phone_number: '+46709998877', organisation_number: '5598765433' },
    );
    expect(values.company_email).toBe('order@tryckeriet.test');
    expect(values.invoice_email).toBe('maja.holm@tryckeriet.test');
    expect(values.company_phone).toBe('+46709998877');
    expect(values.tax_id_vat_number).toBe('SE000000000001');
  });

  it('copies the billing address to the delivery address while ticked, and keeps the copy when unticked', () => {
    const ticked = typed({
      billing_street_address: 'Storgatan 12',
      billing_city: 'Umeå',
      billing_country: 'FI',
    });
    expect(ticked.values).toMatchObject({
      shipping_street_address: 'Storgatan 12',
      shipping_city: 'Umeå',
      shipping_country: 'FI',
    });
    const unticked = applyBusinessSignupChange(ticked.values, ticked.following, {
      use_billing_as_shipping: false,
    });
    const edited = applyBusinessSignupChange(unticked.values, unticked.following, { billing_city: 'Luleå' });
    expect(edited.values).toMatchObject({ billing_city: 'Luleå', shipping_city: 'Umeå' });
  });
});

describe('business signup validation', () => {
  it('accepts a complete form and needs the delivery address only when it is not the billing one', () => {
    const { values } = typed(complete);
    expect(businessSignupErrorsOf(values)).toEqual({});
    expect(
      businessSignupErrorsOf({ ...values, use_billing_as_shipping: false, shipping_street_address: '' }),
    ).toEqual({
      shipping_street_address: 'streetRequired',
    });
  });

  it('gives every rule its message', () => {
    expect(businessSignupErrorsOf(initialBusinessSignupValues)).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      email: 'emailValidation',
      phone_number: 'phoneRequired',
      password: 'passwordMinLength',
      company_name: 'companyNameRequired',
      organisation_number: 'organisationNumberRequired',
      tax_id_vat_number: 'vatNumberRequired',
      company_email: 'companyEmailRequired',
      billing_street_address: 'streetRequired',
      billing_postal_code: 'postalCodeRequired',
      billing_city: 'cityRequired',
      terms_accepted: 'termsRequired',
    });
    const { values } = typed(complete);
    expect(
      businessSignupErrorsOf({
        ...values,
        phone_number: '0701112233',
        password: 'tryckeritryckeri',
        confirmPassword: 'other',
        company_email: 'info@',
        invoice_email: 'faktura@',
        company_phone: '+4670',
        billing_country: '',
      }),
    ).toEqual({
      phone_number: 'phoneValidation',
      password: 'passwordRequirements',
      confirmPassword: 'passwordsDoesNotMatch',
      company_email: 'emailValidation',
      invoice_email: 'emailValidation',
      company_phone: 'phoneValidation',
      billing_country: 'countryRequired',
    });
  });
});

describe('business signup payloads', () => {
  const market = { store_group: 'default', language: 'SV', market: 'se', country: 'SE' };

  it('sends the user with the market, e-mail lower-cased, role customer, active', () => {
    const { values } = typed(complete);
    expect(businessUserPayload(values, market)).toEqual({
      first_name: 'Maja',
      last_name: 'Holm',
      email: 'maja@tryckeriet.test',
      password: 'Tryckeri2026',
      confirmPassword: 'Tryckeri2026',
      phone_number: '+46701112233',
      language: 'SV',
      country_code: 'SE',
      market: 'se',
      store_group: 'default',
      role: 'customer',
      status: 'active',
      allow_email_notifications: false,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
    });
  });

  it("sends the organisation with the user's id, the attribute as a list and default addresses", () => {
    const { values } = typed(complete, { attribute_id: 'attr-retail', contact_name: '' });
    const address = {
      street_address: 'Storgatan 12',
      postal_code: '903 26',
      city: 'Umeå',
      country: 'SE',
      company_name: 'Tryckeriet AB',
      is_default: true,
      shipping_type: 'standard',
    };
    expect(organisationPayload(values, 'u-7')).toEqual({
      name: 'Tryckeriet AB',
      organisation_number: '5598765432',
      tax_id_vat_number: 'SE559876543201',
      email: 'maja@tryckeriet.test',
      invoice_email: 'maja@tryckeriet.test',
      phone: '+46701112233',
      attribute_ids: ['attr-retail'],
      credit_check: false,
      custom_fields: {},
      billing_address: [address],
      shipping_address: [address],
      user_id: 'u-7',
      status: 'active',
      use_billing_as_shipping: true,
      terms_accepted: true,
    });
  });
});
