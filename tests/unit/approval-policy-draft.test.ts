// The approvals tab's amounts (issue 33, decision 061): typed in major units in the market's format, stored in
// minor units; what cannot be read reaches the shared rules as a refused amount, whose message the field shows.
import { describe, expect, it } from 'vitest';
import {
  draftErrorsOf,
  draftOf,
  majorText,
  minorOf,
  policyOfDraft,
} from '../../machines/approval-policy/approval-policy.machine';

describe('amounts in the market’s format', () => {
  it.each([
    ['sv-SE', '1 000', 100000],
    ['sv-SE', '1\u00a0000,50', 100050],
    ['sv-SE', '1000.5', 100050],
    ['de-DE', '1.000,5', 100050],
    ['en-GB', '1,000.50', 100050],
    ['fi-FI', '2 500', 250000],
    ['sv-SE', '0', 0],
  ])('%s reads %j as %i minor units', (locale, text, minor) => {
    expect(minorOf(text, locale)).toBe(minor);
  });

  it('reads an empty field as no amount, and anything else as no number', () => {
    expect(minorOf('  ', 'sv-SE')).toBeNull();
    for (const text of ['1,005', '-5', '12 kr', '1e3', '1,2,3'])
      expect(minorOf(text, 'sv-SE'), text).toBeNaN();
  });

  it('shows minor units in the locale’s format, and reads back what it shows', () => {
    for (const [locale, minor] of [
      ['sv-SE', 123456789],
      ['de-DE', 500050],
      ['en-GB', 100],
    ] as const)
      expect(minorOf(majorText(minor, locale), locale)).toBe(minor);
    expect(majorText(null, 'sv-SE')).toBe('');
  });
});

describe('the form and the policy', () => {
  const policy = {
    amountRules: [{ currencyCode: 'EUR', approverOver: 10000, adminOver: null }],
    maxLines: 30,
    budgets: [
      {
        id: 'b1',
        subject: { kind: 'level' as const, level: 'admin' as const },
        currencyCode: 'SEK',
        amount: 500000,
        period: 'quarter' as const,
      },
    ],
  };

  it('a stored policy shows a row per currency and comes back unchanged', () => {
    const draft = draftOf(policy, ['SEK', 'EUR'], 'fi-FI');
    expect(draft.rules).toEqual([
      { currencyCode: 'SEK', approverOver: '', adminOver: '' },
      { currencyCode: 'EUR', approverOver: '100', adminOver: '' },
    ]);
    expect(policyOfDraft(draft, 'fi-FI')).toEqual(policy);
  });

  it('puts a rule’s errors on its currency’s row, and an unreadable amount on its own field', () => {
    const draft = draftOf(policy, ['SEK', 'EUR'], 'sv-SE');
    draft.rules[1]!.adminOver = 'hundra';
    const sent = policyOfDraft(draft, 'sv-SE');
    expect(sent.amountRules[0]?.adminOver).toBe(-1);
    expect(
      draftErrorsOf(draft, [
        { field: 'amountRules.0.adminOver', code: 'amountInvalid' },
        { field: 'budgets.0.amount', code: 'budgetAmountInvalid' },
      ]),
    ).toEqual({ 'rules.EUR.adminOver': 'amountInvalid', 'budgets.0.amount': 'budgetAmountInvalid' });
  });
});
