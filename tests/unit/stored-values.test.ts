// @vitest-environment happy-dom
// Every value the shop reads back from the browser goes through its schema: a bad one is removed, never a
// broken page; logout removes the shopper's values from one list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWishlist } from '../../src/features/wishlist/wishlist-storage';
import { readCookie, writeCookie } from '../../src/lib/cookies';
import { readStored, removeShopperValues, sweepStoredValues, writeStored } from '../../src/lib/stored-values';

// biome-ignore lint/suspicious/noDocumentCookie: a test sets raw, malformed cookies as a hostile browser would
const setRawCookie = (raw: string) => (document.cookie = `${raw}; Path=/`);

/** The cookie's raw text ('' once deleted: happy-dom keeps a deleted cookie's name with no value). */
const rawCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

afterEach(() => {
  for (const name of document.cookie.split('; ').map((part) => part.split('=')[0]))
    if (name) writeCookie(name, '', 0);
  localStorage.clear();
  sessionStorage.clear();
  // The unit files of a worker share their modules (vite.config.ts): a silenced console stays in this file.
  vi.restoreAllMocks();
});

describe('stored values', () => {
  it('drops a cookie that is not percent-encoded, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setRawCookie('userToken=%');
    expect(readStored('userToken')).toBeUndefined();
    expect(readCookie('userToken') ?? '').toBe('');
    expect(rawCookie('userToken')).toBe('');
    setRawCookie('userToken=%E0%A4%A');
    expect(readStored('userToken')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('drops a token with characters no token has', () => {
    writeCookie('cartToken', '<script>alert(1)</script>', 60);
    expect(readStored('cartToken')).toBeUndefined();
    expect(rawCookie('cartToken')).toBe('');
    writeCookie('cartToken', 'ct-8f0c2a', 60);
    expect(readStored('cartToken')).toBe('ct-8f0c2a');
  });

  it.each(['{broken', '{"a":1}', '"text"', '12'])('treats an unreadable wishlist (%s) as empty', (value) => {
    localStorage.setItem('enad_wishlist', value);
    expect(readWishlist()).toEqual([]);
    expect(localStorage.getItem('enad_wishlist')).toBeNull();
  });

  it('keeps the good wishlist entries and drops a bad percent-encoding', () => {
    localStorage.setItem(
      'enad_wishlist',
      JSON.stringify(['LIMIT-5', 'KIT-1&color=Natural', 'TS-1&color=%E0%A4%A', 7, '']),
    );
    expect(readWishlist()).toEqual([
      { productNumber: 'LIMIT-5' },
      { productNumber: 'KIT-1', color: 'Natural' },
    ]);
    expect(JSON.parse(localStorage.getItem('enad_wishlist') ?? '')).toEqual([
      'LIMIT-5',
      'KIT-1&color=Natural',
    ]);
  });

  it('reads gift cards only in their code|pin form', () => {
    sessionStorage.setItem('_giftcard', JSON.stringify(['GC-500|5678']));
    expect(readStored('_giftcard')).toEqual(['GC-500|5678']);
    sessionStorage.setItem('_giftcard', JSON.stringify([{ code: 'GC-500' }]));
    expect(readStored('_giftcard')).toBeUndefined();
    expect(sessionStorage.getItem('_giftcard')).toBeNull();
  });

  it('never writes a value its own schema refuses', () => {
    expect(() => writeStored('shopperCompany', { userId: 'u 1', companyId: '' })).toThrow();
    expect(sessionStorage.getItem('shopperCompany')).toBeNull();
  });

  it('sweeps every unreadable value at once', () => {
    setRawCookie('checkoutToken=%zz');
    localStorage.setItem('incognitoCart', '{');
    sessionStorage.setItem('checkoutCustomer', '{"userId":1}');
    sessionStorage.setItem('statefront:preview', 'yes');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sweepStoredValues();
    expect(rawCookie('checkoutToken')).toBe('');
    expect(localStorage.getItem('incognitoCart')).toBeNull();
    expect(sessionStorage.getItem('checkoutCustomer')).toBeNull();
    expect(sessionStorage.getItem('statefront:preview')).toBeNull();
  });

  it("removes the shopper's values at logout, and keeps the device's wishlist", () => {
    const cookies = [
      'userToken',
      'refreshToken',
      'userId',
      'storeGroupId',
      'storeGroupSlug',
      'cartToken',
      'checkoutToken',
      'avardaJwt',
    ];
    for (const name of cookies) writeCookie(name, 'x1', 60);
    sessionStorage.setItem('_giftcard', JSON.stringify(['GC-500|5678']));
    sessionStorage.setItem('checkoutCustomer', '{}');
    sessionStorage.setItem('shopperCompany', '{}');
    localStorage.setItem('incognitoCart', '[]');
    localStorage.setItem('enad_wishlist', '["LIMIT-5"]');
    removeShopperValues();
    // (happy-dom keeps an expired cookie's name with an empty value)
    expect(cookies.filter((name) => readCookie(name))).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('incognitoCart')).toBeNull();
    expect(localStorage.getItem('enad_wishlist')).toBe('["LIMIT-5"]');
  });
});
