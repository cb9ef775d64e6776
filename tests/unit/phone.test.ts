import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  DEFAULT_PHONE_COUNTRY,
  defaultPhoneCountry,
  dialCode,
  isValidPhone,
  toInternational,
} from '../../src/lib/phone';

describe('toInternational', () => {
  it('prefixes the dial code and strips leading zeros, spaces and dashes', () => {
    expect(toInternational('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(toInternational('0701234567', 'SE')).toBe('+46701234567');
    expect(toInternational('00701234567', 'SE')).toBe('+46701234567');
    expect(toInternational('701234567', 'SE')).toBe('+46701234567');
    expect(toInternational(' (070) 123.45.67 ', 'SE')).toBe('+46701234567');
  });

  it('keeps a number that already starts with +', () => {
    expect(toInternational('+46 70 123 45 67', 'SE')).toBe('+46701234567');
    expect(toInternational('+358 40 123 4567', 'SE')).toBe('+358401234567');
    expect(toInternational('+46701234567', 'NO')).toBe('+46701234567');
  });

  it('uses the selected country', () => {
    expect(toInternational('912 34 567', 'NO')).toBe('+4791234567');
    expect(toInternational('040 123 4567', 'FI')).toBe('+358401234567');
    expect(toInternational('0151 23456789', 'DE')).toBe('+4915123456789');
    expect(toInternational('07911 123456', 'GB')).toBe('+447911123456');
    expect(toInternational('070 1234567', 'se')).toBe('+46701234567');
  });

  it('gives an empty string when there is no number', () => {
    expect(toInternational('', 'SE')).toBe('');
    expect(toInternational('  ', 'SE')).toBe('');
    expect(toInternational('0', 'SE')).toBe('');
    expect(toInternational('+', 'SE')).toBe('');
  });

  it('never holds more than 15 digits', () => {
    expect(toInternational('01234567890123456789', 'SE')).toBe('+461234567890123');
    expect(toInternational('+12345678901234567', 'SE')).toBe('+123456789012345');
    expect(toInternational('+12345678901234567', 'SE').replace(/\D/g, '')).toHaveLength(15);
  });

  it('falls back to SE for a country without a dial code', () => {
    expect(toInternational('0701234567', 'ZZ')).toBe('+46701234567');
  });
});

describe('isValidPhone', () => {
  it('accepts valid E.164 numbers', () => {
    expect(isValidPhone('+46701234567')).toBe(true);
    expect(isValidPhone('+4791234567')).toBe(true);
    expect(isValidPhone('+358401234567')).toBe(true);
    expect(isValidPhone('+4915123456789')).toBe(true);
    expect(isValidPhone('+447911123456')).toBe(true);
  });

  it('rejects incomplete, national, formatted or over-long numbers', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('+4670')).toBe(false);
    expect(isValidPhone('0701234567')).toBe(false);
    expect(isValidPhone('+46 70 123 45 67')).toBe(false);
    expect(isValidPhone('+461234567890123456')).toBe(false);
    expect(isValidPhone('+0701234567')).toBe(false);
  });
});

describe('countries', () => {
  it("defaults to the market's country, else SE", () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('SE');
    expect(defaultPhoneCountry()).toBe('SE');
    expect(defaultPhoneCountry(null)).toBe('SE');
    expect(defaultPhoneCountry('NO')).toBe('NO');
    expect(defaultPhoneCountry('fi')).toBe('FI');
    expect(defaultPhoneCountry('ZZ')).toBe('SE');
    expect(defaultPhoneCountry('EU')).toBe('SE');
  });

  it('gives dial codes', () => {
    expect(dialCode('SE')).toBe('+46');
    expect(dialCode('FI')).toBe('+358');
  });

  it('lists every country named in the locale, sorted by name, with flag and dial code', () => {
    const english = countryOptions('en');
    expect(english.length).toBeGreaterThan(200);
    expect(english.find((option) => option.code === 'FI')).toEqual({
      code: 'FI',
      name: 'Finland',
      dialCode: '+358',
      flag: '🇫🇮',
    });
    const names = english.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

    const swedish = countryOptions('sv');
    expect(swedish.find((option) => option.code === 'SE')?.name).toBe('Sverige');
    expect(swedish.find((option) => option.code === 'DE')?.name).toBe('Tyskland');
    expect(countryOptions('sv')).toBe(swedish);
  });
});
