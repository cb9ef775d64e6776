// The approvals tab's flow with its adapter against the in-process backend, without a DOM (issue 33, decision
// 061): what an admin saves is what the backend stores, in minor units from amounts typed in the market's format;
// a member reads the same rules and cannot change them; the buyer's outlook follows the saved rules.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { approvalOutlookQueryOptions } from '../../src/features/account/approval-outlook.queries';
import { approvalPolicyFlow, marketCurrencies } from '../../src/features/account/approval-policy.flow';
import { sessionMarketOf } from '../../src/features/account/session-market';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';

async function tabAs(email: string) {
  const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
  await signIn(backend, email);
  await environment.session.ready();
  const actor = createActor(approvalPolicyFlow(environment), {
    input: {
      companyId: 'c-acme-ab',
      currencies: marketCurrencies(environment),
      locale: sessionMarketOf(environment).engageLocale,
    },
  }).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 10_000 });
  return { actor, environment, backend };
}

describe('approval policy flow', () => {
  it('stores what an admin saves, and the buyer’s outlook follows it', async () => {
    const { actor, environment, backend } = await tabAs('admin@acme.test');
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.draft.rules.map((rule) => rule.currencyCode)).toEqual([
      'SEK',
      'NOK',
      'DKK',
      'EUR',
      'GBP',
    ]);
    const outlook = approvalOutlookQueryOptions(environment.api, 'c-acme-ab', 'SEK');
    expect((await environment.queryClient.fetchQuery(outlook)).policy.amountRules).toEqual([]);
    actor.send({ type: 'policy.change', field: 'rules.SEK.approverOver', value: '1 000' });
    actor.send({ type: 'policy.change', field: 'rules.EUR.adminOver', value: '2500,5' });
    actor.send({ type: 'policy.change', field: 'maxLines', value: '30' });
    actor.send({ type: 'policy.addBudget' });
    actor.send({ type: 'policy.change', field: 'budgets.0.subject', value: 'user:u-johan-berg' });
    actor.send({ type: 'policy.change', field: 'budgets.0.amount', value: '20 000' });
    actor.send({ type: 'policy.change', field: 'budgets.0.period', value: 'quarter' });
    actor.send({ type: 'policy.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'saved' }), { timeout: 10_000 });
    const stored = backend.store.data.companies.find((company) => company.id === 'c-acme-ab')?.approvalPolicy;
    expect(stored).toEqual({
      amountRules: [
        { currencyCode: 'SEK', approverOver: 100000, adminOver: null },
        { currencyCode: 'EUR', approverOver: null, adminOver: 250050 },
      ],
      maxLines: 30,
      budgets: [
        {
          id: 'budget-1',
          subject: { kind: 'user', userId: 'u-johan-berg' },
          currencyCode: 'SEK',
          amount: 2000000,
          period: 'quarter',
        },
      ],
    });
    // The saved rules show as the backend stored them, and every outlook is read again.
    expect(actor.getSnapshot().context.draft.rules[3]).toEqual({
      currencyCode: 'EUR',
      approverOver: '',
      adminOver: '2\u00a0500,5',
    });
    expect(environment.queryClient.getQueryState(outlook.queryKey)?.isInvalidated).toBe(true);
  });

  it('a form the rules refuse sends nothing; a buyer reads the rules and has no form', async () => {
    const admin = await tabAs('admin@acme.test');
    admin.actor.send({ type: 'policy.change', field: 'rules.SEK.approverOver', value: '1 000' });
    admin.actor.send({ type: 'policy.change', field: 'rules.SEK.adminOver', value: '1000' });
    admin.actor.send({ type: 'policy.change', field: 'maxLines', value: '3,5' });
    admin.actor.send({ type: 'policy.submit' });
    expect(admin.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(admin.actor.getSnapshot().context.fieldErrors).toEqual({
      'rules.SEK.adminOver': 'adminNotAboveApprover',
      maxLines: 'linesInvalid',
    });
    expect(
      admin.backend.store.data.companies.find((c) => c.id === 'c-acme-ab')?.approvalPolicy,
    ).toBeUndefined();

    const buyer = await tabAs('buyer@acme.test');
    expect(buyer.actor.getSnapshot().value).toBe('readOnly');
    expect(buyer.actor.getSnapshot().context.members).toEqual([]);
  });
});
