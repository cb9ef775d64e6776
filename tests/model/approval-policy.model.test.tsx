import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import {
  type ApprovalPolicyContext,
  policyOfDraft,
} from '../../machines/approval-policy/approval-policy.machine';
import { approvalPolicyScenarios } from '../../machines/approval-policy/approval-policy.scenarios';
import { flowById } from '../../machines/index';
import type { ApprovalPolicy } from '../../machines/order-approval/order-approval.rules';
import { labelledInput } from '../support/labelled-input';
import { pasteValue } from '../support/paste-value';
import { signIn, signOutAfterEach } from '../support/sign-in';
import type { TestBackend } from '../support/test-backend';
import { modelTest, type StepContext } from './harness';

// Acme AB's rules when the path starts: the scenarios' (over 1 000 kr an approver; Lisa's budget 5 000 kr a month).
const seeded = (approvalPolicyScenarios.actors.loadPolicy!.done![0]!.output as { policy: ApprovalPolicy })
  .policy;
const form = () => screen.getByRole('form', { name: 'Godkännanderegler och budgetar' });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as ApprovalPolicyContext;
const acme = (backend: TestBackend) =>
  backend.store.data.companies.find((entry) => entry.id === 'c-acme-ab')!;
const stored = ({ backend }: StepContext) => acme(backend).approvalPolicy;
const adminMembership = (backend: TestBackend) =>
  backend.store.data.users
    .find((user) => user.email === 'admin@acme.test')!
    .organisations.find((membership) => membership.id === 'c-acme-ab')!;
const messages: Record<string, string> = {
  adminNotAboveApprover: 'Administratörens belopp måste vara högre än godkännarens.',
  budgetAmountInvalid: 'Ange ett belopp över 0 och högst 10 000 000, med högst två decimaler.',
  budgetUserUnknown: 'Personen är inte längre med i företaget. Välj någon annan eller ta bort budgeten.',
};

function expectForm(context: ApprovalPolicyContext) {
  const { draft, fieldErrors } = context;
  for (const rule of draft.rules) {
    const row = within(form()).getByRole('group', { name: rule.currencyCode });
    expect(labelledInput(row, `En godkännare beslutar över (${rule.currencyCode})`).value).toBe(
      rule.approverOver,
    );
    expect(labelledInput(row, `En administratör beslutar också över (${rule.currencyCode})`).value).toBe(
      rule.adminOver,
    );
  }
  const budgets = within(form()).queryAllByRole('group', { name: /^Budget \d+$/ });
  expect(budgets.map((group) => labelledInput(group, 'Belopp per period').value)).toEqual(
    draft.budgets.map((budget) => budget.amount),
  );
  for (const [code, text] of Object.entries(messages))
    expect(within(form()).queryAllByText(text).length, code).toBe(
      Object.values(fieldErrors).filter((error) => error === code).length,
    );
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/account/company-administration'),
    import('../../src/features/account/approval-policy-tab'),
    import('../../src/ui/select'),
  ]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('approval-policy')!,
  url: '/my-account/company/?tab=approvals',
  actorRoutes: {
    loadPolicy: 'POST /api/enad/get-approval-policy/',
    savePolicy: 'POST /api/enad/set-approval-policy/',
  },
  prepare: async (backend) => {
    acme(backend).approvalPolicy = structuredClone(seeded);
    await signIn(backend, 'admin@acme.test');
  },
  ready: async () => {
    await screen.findByRole('tab', { name: 'Godkännanden', selected: true });
  },
  // The backend answers each outcome for real: an admin who is one no longer reads, or is refused; a budget's
  // member who has left the company is refused by the backend's check of the rules.
  arrangeOutcome: (event, { backend }) => {
    const output = (event as { output?: { canEdit?: boolean; outcome?: string } }).output;
    if (event.type === 'xstate.done.actor.loadPolicy' && output?.canEdit === false)
      adminMembership(backend).level = 'default';
    if (event.type === 'xstate.done.actor.savePolicy' && output?.outcome === 'refused')
      adminMembership(backend).level = 'default';
    if (event.type === 'xstate.done.actor.savePolicy' && output?.outcome === 'invalid') {
      const lisa = backend.store.data.users.find((user) => user.id === 'u-lisa-karlsson')!;
      lisa.organisations = lisa.organisations.filter((membership) => membership.id !== 'c-acme-ab');
    }
  },
  events: {
    'policy.change': async (event, { user }) => {
      const { field, value } = event as unknown as { field: string; value: string };
      expect(field).toBe('rules.SEK.adminOver');
      const row = within(form()).getByRole('group', { name: 'SEK' });
      await pasteValue(user, labelledInput(row, 'En administratör beslutar också över (SEK)'), value);
    },
    'policy.addBudget': async (_event, { user }) => {
      await user.click(within(form()).getByRole('button', { name: 'Lägg till budget' }));
    },
    'policy.removeBudget': async (event, { user }) => {
      const { index } = event as unknown as { index: number };
      await user.click(within(form()).getByRole('button', { name: `Ta bort Budget ${index + 1}` }));
    },
    'policy.submit': async (_event, { user }) => {
      await user.click(within(form()).getByRole('button', { name: /^Spara reglerna/ }));
    },
    'policy.retry': async (_event, { user }) => {
      await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    },
  },
  states: {
    loading: () => {
      expect(screen.queryByRole('form', { name: 'Godkännanderegler och budgetar' })).toBeNull();
      expect(screen.queryByText('Godkännandereglerna kunde inte laddas.')).toBeNull();
    },
    loadFailed: () => {
      expect(screen.getByText('Godkännandereglerna kunde inte laddas.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
    },
    readOnly: () => {
      expect(screen.queryByRole('form', { name: 'Godkännanderegler och budgetar' })).toBeNull();
      expect(screen.getByText('Bara företagets administratörer kan ändra reglerna.')).toBeTruthy();
      const list = screen.getByRole('list', { name: 'Godkännanderegler och budgetar' });
      expect(within(list).getByText(/Ordrar över 1\s000\skr godkänns av en godkännare\./)).toBeTruthy();
      // A member who is no admin sees the names of those the budgets are for, not the users list.
      expect(within(list).getByText(/Lisa Karlsson: budget 5\s000\skr per månad\./)).toBeTruthy();
    },
    'form.editing': (context) => {
      expectForm(contextOf(context));
      expect(within(form()).queryByText('Reglerna är sparade. De gäller från nästa order.')).toBeNull();
    },
    saving: () => {
      expect(
        within(form())
          .getByRole('button', { name: /^Spara reglerna/ })
          .getAttribute('data-pending'),
      ).toBe('true');
    },
    'form.saved': (context) => {
      expect(within(form()).getByText('Reglerna är sparade. De gäller från nästa order.')).toBeTruthy();
      const { draft, locale } = contextOf(context);
      expect(stored(context)).toEqual(policyOfDraft(draft, locale));
      expectForm(contextOf(context));
    },
    'form.saveFailed': (context) => {
      const hasFields = Object.keys(contextOf(context).fieldErrors).length > 0;
      expect(
        within(form()).getByText(
          hasFields
            ? 'Reglerna sparades inte: rätta de markerade fälten.'
            : 'Reglerna kunde inte sparas. Försök igen.',
        ),
      ).toBeTruthy();
      expectForm(contextOf(context));
      expect(stored(context)).toEqual(seeded);
    },
    refused: (context) => {
      expect(
        screen.getByText('Bara en administratör i företaget kan ändra godkännandereglerna. Inget sparades.'),
      ).toBeTruthy();
      expect(stored(context)).toEqual(seeded);
    },
  },
});
