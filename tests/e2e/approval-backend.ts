// Shared steps of the company approval tests (issue 33): Acme AB's rules arranged through the contract as its admin
// does, the backend's clock, and the mails the embedded mailbox holds.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export interface Policy {
  amountRules: { currencyCode: string; approverOver: number | null; adminOver: number | null }[];
  maxLines: number | null;
  budgets: {
    id: string;
    subject: { kind: 'user'; userId: string } | { kind: 'level'; level: string };
    currencyCode: string;
    amount: number;
    period: 'month' | 'quarter';
  }[];
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** The backend's clock at an instant (a QA control); tokens issued before may have expired on it. */
export const clockAt = (request: APIRequestContext, at: string) =>
  request.post('/__mock/clock', { data: { at } });

/** Acme AB's policy, set through the contract as its admin does (the tab itself: approval-rules.spec.ts). */
export async function givenPolicy(request: APIRequestContext, policy: Policy) {
  const login = await request.post('/api/enad/login/', {
    data: { email: 'admin@acme.test', password: 'Statefront1!' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const saved = await request.post('/api/enad/set-approval-policy/', {
    data: { company_id: 'c-acme-ab', policy },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(saved.status()).toBe(200);
}

/** Only a monthly budget in SEK (öre) for buyer@acme.test (Johan Berg), no rules. */
export const buyerMonthBudget = (amount: number): Policy => ({
  amountRules: [],
  maxLines: null,
  budgets: [
    {
      id: 'b-buyer',
      subject: { kind: 'user', userId: 'u-johan-berg' },
      currencyCode: 'SEK',
      amount,
      period: 'month',
    },
  ],
});

/** The mails to an address, oldest first (the QA mailbox). */
export const mailsTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`)).json()) as { mails: Mail[] })
    .mails;
