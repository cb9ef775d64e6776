// The pure rules of the account pages: the company form's validation, new addresses and payload, the
// profile update payload, the deletion keyword, and the company page's tab param.
import { describe, expect, it } from 'vitest';
import { isKeywordTyped } from '../../machines/account-deletion/account-deletion.machine';
import {
  type CompanyFormValues,
  companyErrorsOf,
  companyUpdatePayload,
  newAddress,
} from '../../machines/company-form/company-form.machine';
import { companyFormScenarios } from '../../machines/company-form/company-form.scenarios';
import {
  myInformationErrorsOf,
  profileUpdatePayload,
} from '../../machines/my-information/my-information.machine';
import { myInformationScenarios } from '../../machines/my-information/my-information.scenarios';
import { companyTab } from '../../src/lib/search-params';

const acme = companyFormScenarios.input!.values as CompanyFormValues;

describe('company form', () => {
  it('adds Billing Address N / Shipping Address N, not default, the rest empty', () => {
    const { name, is_default, ...rest } = newAddress('shipping', 3);
    expect([name, is_default]).toEqual(['Shipping Address 3', false]);
    expect(Object.values(rest).every((value) => value === '')).toBe(true);
    expect(newAddress('billing', 1).name).toBe('Billing Address 1');
  });

  it('requires what the labels mark; a state or province is optional', () => {
    expect(companyErrorsOf(acme)).toEqual({});
    const values: CompanyFormValues = {
      ...acme,
      contact_name: ' ',
      email: 'info@acme',
      invoice_email: 'faktura@',
      phone: '0701234567',
      billing_address: [newAddress('billing', 1)],
      shipping_address: [{ ...newAddress('shipping', 1), street_address: 'Ny väg 1' }],
    };
    expect(companyErrorsOf(values)).toEqual({
      contact_name: 'contactNameRequired',
      email: 'emailValidation',
      invoice_email: 'emailValidation',
      phone: 'phoneValidation',
      'billing_address.0.street_address': 'streetRequired',
      'billing_address.0.city': 'cityRequired',
      'billing_address.0.postal_code': 'postalCodeRequired',
      'billing_address.0.country': 'countryRequired',
      'shipping_address.0.city': 'cityRequired',
      'shipping_address.0.postal_code': 'postalCodeRequired',
      'shipping_address.0.country': 'countryRequired',
    });
    expect(companyErrorsOf({ ...acme, email: '', phone: '' })).toEqual({
      email: 'emailRequired',
      phone: 'phoneRequired',
    });
  });

  it('sends the id and the form, trimmed, new addresses without an id and empty texts left out', () => {
    const payload = companyUpdatePayload({
      companyId: 'c-acme-ab',
      canEdit: true,
      fieldErrors: {},
      refusedPhones: [],
      values: {
        ...acme,
        email: ' Info@Acme.test ',
        shipping_address: [{ ...newAddress('shipping', 1), street_address: ' Ny väg 1 ', city: 'Solna' }],
      },
    });
    expect(payload).toMatchObject({
      id: 'c-acme-ab',
      email: 'info@acme.test',
      contact_name: 'Anna Lindqvist',
    });
    expect(payload.shipping_address).toEqual([
      { name: 'Shipping Address 1', street_address: 'Ny väg 1', city: 'Solna', is_default: false },
    ]);
    expect(payload.billing_address[0]).toMatchObject({ id: 'a-1', house_number: '44', is_default: true });
  });
});

describe('my information', () => {
  const input = myInformationScenarios.input!;
  it('checks the e-mail and an optional E.164 phone', () => {
    expect(myInformationErrorsOf(input.email, input.values)).toEqual({});
    expect(myInformationErrorsOf(input.email, { ...input.values, phone_number: '' })).toEqual({});
    expect(myInformationErrorsOf('nobody@', { ...input.values, phone_number: '0701234567' })).toEqual({
      email: 'emailValidation',
      phone_number: 'phoneValidation',
    });
    // A number of the E.164 shape that the phone field found no number of its country.
    expect(
      myInformationErrorsOf(input.email, { ...input.values, phone_number: '+4612345' }, ['+4612345']),
    ).toEqual({ phone_number: 'phoneValidation' });
  });

  it('sends store group, language, market, country code, the fields and the e-mail', () => {
    const market = { store_group: 'sg-consumer', language: 'SV', market: 'se', country_code: 'SE' };
    const payload = profileUpdatePayload({
      email: input.email,
      values: { ...input.values, city: ' Stockholm ' },
      fieldErrors: {},
      refusedPhones: [],
      errorMessage: null,
      market,
    });
    expect(payload).toEqual({ ...market, ...input.values, city: 'Stockholm', email: input.email });
  });
});

describe('account deletion keyword', () => {
  it('is confirmed when the upper-cased input equals it', () => {
    expect(isKeywordTyped('radera', 'RADERA')).toBe(true);
    expect(isKeywordTyped(' Radera ', 'RADERA')).toBe(true);
    expect(isKeywordTyped('radea', 'RADERA')).toBe(false);
    expect(isKeywordTyped('', 'RADERA')).toBe(false);
  });
});

describe('companyTab', () => {
  it('keeps the four tabs and drops anything else', () => {
    expect(['basic', 'media', 'users', 'approvals', 'orders', 3, undefined].map(companyTab)).toEqual([
      'basic',
      'media',
      'users',
      'approvals',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
