import { assign, fromPromise, setup } from 'xstate';
import {
  type ApprovalPolicy,
  type BudgetPeriod,
  type BudgetSubject,
  type PolicyError,
  type PolicyErrorCode,
  policyErrors,
} from '../order-approval/order-approval.rules';

/** The saved message shows for 5 s, as the company form's. */
export const policySavedMs = 5000;

/** A person a budget can be for (the members the backend names). */
export interface PolicyMember {
  id: string;
  name: string;
  level: 'default' | 'admin';
}

/** A currency's rule as typed: amounts in major units, in the market's format; empty is no amount. */
export interface RuleDraft {
  currencyCode: string;
  approverOver: string;
  adminOver: string;
}

/** A budget as typed: `subject` is `user:<id>` or `level:<level>`. */
export interface BudgetDraft {
  id: string;
  subject: string;
  currencyCode: string;
  amount: string;
  period: BudgetPeriod;
}

/** The approvals tab's form: one rule row per currency of the markets, the line limit, the budgets. */
export interface PolicyDraft {
  rules: RuleDraft[];
  maxLines: string;
  budgets: BudgetDraft[];
}

/** Field messages by the draft's paths (`rules.SEK.adminOver`, `maxLines`, `budgets.0.amount`). */
export type PolicyFieldErrors = Record<string, PolicyErrorCode>;

export interface ApprovalPolicyContext {
  companyId: string;
  /** A company admin (or a super admin) edits; every other member reads. */
  canEdit: boolean;
  /** The markets' currencies: a rule row each, in this order. */
  currencies: string[];
  locale: string;
  members: PolicyMember[];
  draft: PolicyDraft;
  fieldErrors: PolicyFieldErrors;
}

export interface LoadedPolicy {
  policy: ApprovalPolicy;
  members: PolicyMember[];
  /** The backend's word: a company admin (or a super admin) edits; every other member reads. */
  canEdit: boolean;
}

/** What a save answers: stored, refused (no longer an admin), or the rules' field errors (the backend's check). */
export type SaveOutcome =
  | { outcome: 'saved'; policy: ApprovalPolicy }
  | { outcome: 'refused' }
  | { outcome: 'invalid'; errors: PolicyError[] };

export type ApprovalPolicyEvent =
  | { type: 'policy.change'; field: string; value: string }
  | { type: 'policy.addBudget' }
  | { type: 'policy.removeBudget'; index: number }
  | { type: 'policy.submit' }
  | { type: 'policy.retry' };

// ----- Amounts in the market's format -----

function separatorsOf(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ' ',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Minor units as the form shows them: major units in the locale's format, no currency sign. */
export function majorText(minor: number | null, locale: string): string {
  if (minor === null) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minor / 100);
}

/**
 * A typed amount in minor units: the locale's group separators (and any space) left out, its decimal separator
 * (or a point, where it is no group separator) before at most two decimals. Null for an empty field, NaN for anything else.
 */
export function minorOf(text: string, locale: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const { group, decimal } = separatorsOf(locale);
  const bare = trimmed
    .replace(/[\s\u00a0\u202f']/g, '')
    .split(group === decimal ? '\u0000' : group)
    .join('')
    .replace(decimal, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return Number.NaN;
  return Math.round(Number(bare) * 100);
}

const wholeOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

// ----- Draft and policy -----

const subjectText = (subject: BudgetSubject) =>
  subject.kind === 'user' ? `user:${subject.userId}` : `level:${subject.level}`;

const subjectOf = (text: string): BudgetSubject =>
  text.startsWith('user:')
    ? { kind: 'user', userId: text.slice('user:'.length) }
    : { kind: 'level', level: text === 'level:admin' ? 'admin' : 'default' };

/** The stored policy as the form shows it: a row for every currency of the markets. */
export function draftOf(policy: ApprovalPolicy, currencies: readonly string[], locale: string): PolicyDraft {
  return {
    rules: currencies.map((currencyCode) => {
      const rule = policy.amountRules.find((entry) => entry.currencyCode === currencyCode);
      return {
        currencyCode,
        approverOver: majorText(rule?.approverOver ?? null, locale),
        adminOver: majorText(rule?.adminOver ?? null, locale),
      };
    }),
    maxLines: policy.maxLines === null ? '' : String(policy.maxLines),
    budgets: policy.budgets.map((budget) => ({
      id: budget.id,
      subject: subjectText(budget.subject),
      currencyCode: budget.currencyCode,
      amount: majorText(budget.amount, locale),
      period: budget.period,
    })),
  };
}

/** The rows that hold an amount: the policy's rules, in the form's order (a row left empty is no rule). */
const filledRules = (draft: PolicyDraft) =>
  draft.rules.filter((rule) => rule.approverOver.trim() || rule.adminOver.trim());

// A figure that cannot be read is sent to the rules as -1, which they refuse with the field's own code.
const readable = (value: number | null) => (value !== null && Number.isNaN(value) ? -1 : value);

/** The policy the form says, in minor units. */
export function policyOfDraft(draft: PolicyDraft, locale: string): ApprovalPolicy {
  return {
    amountRules: filledRules(draft).map((rule) => ({
      currencyCode: rule.currencyCode,
      approverOver: readable(minorOf(rule.approverOver, locale)),
      adminOver: readable(minorOf(rule.adminOver, locale)),
    })),
    maxLines: readable(wholeOf(draft.maxLines)),
    budgets: draft.budgets.map((budget) => ({
      id: budget.id,
      subject: subjectOf(budget.subject),
      currencyCode: budget.currencyCode,
      amount: readable(minorOf(budget.amount, locale)) ?? 0,
      period: budget.period,
    })),
  };
}

/** The rules' errors (on the policy's paths) on the form's paths: a rule by its currency. */
export function draftErrorsOf(draft: PolicyDraft, errors: readonly PolicyError[]): PolicyFieldErrors {
  const rules = filledRules(draft);
  const result: PolicyFieldErrors = {};
  for (const { field, code } of errors) {
    const rule = /^amountRules\.(\d+)\.(\w+)$/.exec(field);
    const path = rule ? `rules.${rules[Number(rule[1])]?.currencyCode}.${rule[2]}` : field;
    result[path] ??= code;
  }
  return result;
}

/** What is wrong with the form, by field: the shared rules (machines/order-approval), checked here first. */
export function policyDraftErrors(context: ApprovalPolicyContext): PolicyFieldErrors {
  const policy = policyOfDraft(context.draft, context.locale);
  return draftErrorsOf(
    context.draft,
    policyErrors(policy, { currencies: context.currencies, memberIds: context.members.map((m) => m.id) }),
  );
}

function changed(draft: PolicyDraft, field: string, value: string): PolicyDraft {
  const [list, key, name] = field.split('.');
  if (list === 'maxLines') return { ...draft, maxLines: value };
  if (list === 'rules')
    return {
      ...draft,
      rules: draft.rules.map((rule) => (rule.currencyCode === key ? { ...rule, [name ?? '']: value } : rule)),
    };
  if (list === 'budgets')
    return {
      ...draft,
      budgets: draft.budgets.map((budget, index) =>
        String(index) === key ? { ...budget, [name ?? '']: value } : budget,
      ),
    };
  return draft;
}

/** A new budget's id: the next free `budget-N` of the form. */
const newBudgetId = (draft: PolicyDraft) => {
  let n = draft.budgets.length + 1;
  while (draft.budgets.some((budget) => budget.id === `budget-${n}`)) n += 1;
  return `budget-${n}`;
};

/** Messages of the fields that still break a rule (a change clears a corrected field's message). */
const stillInvalid = (context: ApprovalPolicyContext, draft: PolicyDraft) => {
  const errors = policyDraftErrors({ ...context, draft });
  return Object.fromEntries(
    Object.keys(context.fieldErrors).flatMap((path) => (errors[path] ? [[path, errors[path]]] : [])),
  );
};

export const approvalPolicyMachine = setup({
  types: {
    context: {} as ApprovalPolicyContext,
    events: {} as ApprovalPolicyEvent,
    input: {} as { companyId: string; currencies: string[]; locale: string },
  },
  actors: {
    loadPolicy: fromPromise<LoadedPolicy, { companyId: string }>(async () => {
      throw new Error('not provided: loadPolicy');
    }),
    savePolicy: fromPromise<SaveOutcome, { companyId: string; policy: ApprovalPolicy }>(async () => {
      throw new Error('not provided: savePolicy');
    }),
  },
  actions: {
    setLoaded: assign(({ context, event }) => {
      const { policy, members, canEdit } = (event as unknown as { output: LoadedPolicy }).output;
      return {
        canEdit,
        members,
        draft: draftOf(policy, context.currencies, context.locale),
        fieldErrors: {},
      };
    }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'policy.change') return {};
      const draft = changed(context.draft, event.field, event.value);
      return { draft, fieldErrors: stillInvalid(context, draft) };
    }),
    addBudget: assign(({ context }) => ({
      draft: {
        ...context.draft,
        budgets: [
          ...context.draft.budgets,
          {
            id: newBudgetId(context.draft),
            subject: 'level:default',
            currencyCode: context.currencies[0] ?? 'SEK',
            amount: '',
            period: 'month' as const,
          },
        ],
      },
    })),
    removeBudget: assign(({ context, event }) => {
      if (event.type !== 'policy.removeBudget') return {};
      const draft = {
        ...context.draft,
        budgets: context.draft.budgets.filter((_, index) => index !== event.index),
      };
      // Messages follow their budgets' new places.
      return {
        draft,
        fieldErrors: Object.keys(context.fieldErrors).length ? policyDraftErrors({ ...context, draft }) : {},
      };
    }),
    validate: assign({ fieldErrors: ({ context }) => policyDraftErrors(context) }),
    setSaved: assign(({ context, event }) => {
      const output = (event as unknown as { output: SaveOutcome }).output;
      return output.outcome === 'saved'
        ? { draft: draftOf(output.policy, context.currencies, context.locale), fieldErrors: {} }
        : {};
    }),
    setServerErrors: assign(({ context, event }) => {
      const output = (event as unknown as { output: SaveOutcome }).output;
      return { fieldErrors: output.outcome === 'invalid' ? draftErrorsOf(context.draft, output.errors) : {} };
    }),
    clearErrors: assign({ fieldErrors: {} }),
  },
  guards: {
    hasBudget: ({ context, event }) =>
      event.type === 'policy.removeBudget' && event.index < context.draft.budgets.length,
    canEdit: ({ event }) => (event as unknown as { output: LoadedPolicy }).output.canEdit,
    isDraftValid: ({ context }) => Object.keys(policyDraftErrors(context)).length === 0,
    isRefused: ({ event }) => (event as unknown as { output: SaveOutcome }).output.outcome === 'refused',
    isInvalid: ({ event }) => (event as unknown as { output: SaveOutcome }).output.outcome === 'invalid',
  },
  delays: { savedMessage: policySavedMs },
}).createMachine({
  id: 'approvalPolicy',
  description:
    "The company page's approvals tab (issue 33): the company's approval rules (an amount per currency over " +
    'which an approver, and over a second one an admin as well, decides; a line limit) and budgets (per member ' +
    'or level, per month or quarter). An admin edits and saves; every other member reads.',
  initial: 'loading',
  context: ({ input }) => ({
    companyId: input.companyId,
    canEdit: false,
    currencies: input.currencies,
    locale: input.locale,
    members: [],
    draft: { rules: [], maxLines: '', budgets: [] },
    fieldErrors: {},
  }),
  states: {
    loading: {
      description: 'The stored rules and the members a budget can be for are loaded; a skeleton shows.',
      tags: ['busy'],
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          {
            guard: 'canEdit',
            target: 'form',
            actions: 'setLoaded',
            description: 'An admin gets the form, filled in with the stored rules (empty rows: no rule).',
          },
          {
            target: 'readOnly',
            actions: 'setLoaded',
            description: 'Any other member reads the rules, with a line saying only admins change them.',
          },
        ],
        onError: { target: 'loadFailed', description: 'The rules could not be loaded.' },
      },
    },
    loadFailed: {
      description: "'The approval rules could not be loaded' with Try again.",
      tags: ['error'],
      on: { 'policy.retry': { target: 'loading', description: 'Loads again.' } },
    },
    readOnly: {
      description: 'The rules and budgets as text; nothing to change.',
    },
    form: {
      description: 'The form can be changed while it is not being saved.',
      initial: 'editing',
      on: {
        'policy.change': {
          actions: 'setField',
          target: '.editing',
          description: 'An amount, the line limit or a budget field typed or chosen.',
        },
        'policy.addBudget': {
          actions: 'addBudget',
          target: '.editing',
          description: 'A new budget row: everyone of the default level, the first currency, per month.',
        },
        'policy.removeBudget': {
          guard: 'hasBudget',
          actions: 'removeBudget',
          target: '.editing',
          description: 'The budget row is removed.',
        },
        'policy.submit': {
          target: 'validating',
          description: 'Saving: the form is checked against the rules first.',
        },
      },
      states: {
        editing: { description: 'The form; messages under the fields that break a rule.' },
        saved: {
          description: "'The approval rules are saved. They apply from the next order.' for 5 s.",
          tags: ['success'],
          after: { savedMessage: { target: 'editing', description: 'The message hides after 5 s.' } },
        },
        saveFailed: {
          description:
            "The backend refused fields (their messages show) or the save failed ('could not be saved, try " +
            "again'); the form keeps everything.",
          tags: ['error'],
        },
      },
    },
    validating: {
      description: "The shared rules (policyErrors) check the form in the browser: the backend's own check.",
      always: [
        { guard: 'isDraftValid', target: 'saving', actions: 'clearErrors' },
        {
          target: 'form.editing',
          actions: 'validate',
          description: 'Every field that breaks a rule shows its message; nothing is sent.',
        },
      ],
    },
    saving: {
      description: 'Saving; the save button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'savePolicy',
        src: 'savePolicy',
        input: ({ context }) => ({
          companyId: context.companyId,
          policy: policyOfDraft(context.draft, context.locale),
        }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'refused',
            description: 'No longer an admin of the company (403): the rules stay as they were.',
          },
          {
            guard: 'isInvalid',
            target: 'form.saveFailed',
            actions: 'setServerErrors',
            description: "The backend's check refused fields (e.g. a budget's member has left the company).",
          },
          {
            target: 'form.saved',
            actions: 'setSaved',
            description: 'Stored: they apply from the next order on.',
          },
        ],
        onError: { target: 'form.saveFailed', description: 'Any other failure: nothing was stored.' },
      },
    },
    refused: {
      description: "'Only a company admin may change the approval rules.' Nothing was stored.",
      tags: ['error'],
    },
  },
});
