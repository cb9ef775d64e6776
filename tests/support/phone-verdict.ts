import { expect } from 'vitest';
import { isValidPhone } from '../../src/lib/phone';

/**
 * The phone field's verdict reached the form's machine: each number that libphonenumber-js refuses
 * ('+4612345') is among the machine's refused numbers, and a valid one is not. The model tests check the
 * messages against the machine's context; this checks the context against libphonenumber-js.
 */
export function expectPhoneVerdicts(
  context: { refusedPhones: readonly string[] },
  phones: readonly (string | undefined)[],
) {
  for (const phone of phones)
    if (phone) expect(context.refusedPhones.includes(phone), phone).toBe(!isValidPhone(phone));
}
