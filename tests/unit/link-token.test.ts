// The tokens of mailed links (verification, password reset) as the routes read them from the URL (issue 32,
// item 8): any token a real service sends, bounded, never markup; the backend decides whether it is good.
import { describe, expect, it } from 'vitest';
import { linkToken } from '../../src/lib/search-params';

/** A JWT as a real service signs it: three base64url segments separated by dots. */
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEyMyIsInB1cnBvc2UiOiJyZXNldCIsImV4cCI6MTc5NTI3NjgwMH0.' +
  'Zm9vYmFyYmF6cXV4X2Zha2Vfc2lnbmF0dXJlX2Zvcl90ZXN0cw';

describe('linkToken', () => {
  it.each([
    ['a JWT (dot-separated base64url segments)', jwt],
    ['an opaque base64url token', 'vT3sK9_x-Qm2ZpL0aB7cD1eF'],
    ['a hex token', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    ['a UUID', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['a padded base64 token', 'CfDJ8Nq+K2l/3vY7mZ0aQw=='],
    ['a signed token of 2,048 characters', `${'a'.repeat(2000)}.${'b'.repeat(47)}`],
  ])('reads %s', (_name, token) => {
    expect(linkToken(token)).toBe(token);
  });

  it('reads a digits-only token the router made a number as its text', () => {
    expect(linkToken(12345678)).toBe('12345678');
    // Beyond 15 digits the number is no longer the token: dropped rather than sent changed.
    expect(linkToken(2 ** 60)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a token shorter than 8 characters', 'abc.def'],
    ['a token longer than 2,048 characters', 'a'.repeat(2049)],
    ['spaces', 'abcd efgh'],
    ['markup', '<script>alert(1)</script>'],
    ['quotes', `abc"def'ghi`],
    ['a list', ['abcdefgh']],
    ['an object', { token: 'abcdefgh' }],
  ])('drops %s', (_name, value) => {
    expect(linkToken(value)).toBeUndefined();
  });
});
