import { useSelector } from '@xstate/react';
import {
  type BudgetDraft,
  minorOf,
  type PolicyMember,
} from '../../../machines/approval-policy/approval-policy.machine';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import * as styles from './account-pages.css';
import { useApprovalPolicyFlow } from './approval-policy.flow';
import * as tabStyles from './approval-policy-tab.css';

/**
 * The company page's approvals tab (issue 33): an admin edits the rules and budgets, everyone else reads them (the
 * backend says which, with the rules).
 */
export function ApprovalPolicyTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation('account');
  const { actor, market } = useApprovalPolicyFlow({ companyId });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value,
    draft: snapshot.context.draft,
    members: snapshot.context.members,
    fieldErrors: snapshot.context.fieldErrors,
    isBusy: snapshot.hasTag('busy'),
    isSaved: snapshot.matches({ form: 'saved' }),
    isFailed: snapshot.matches({ form: 'saveFailed' }),
  }));
  const { draft } = state;
  const errorOf = (path: string) => {
    const code = state.fieldErrors[path];
    return code ? t(`approvals.errors.${code}`) : undefined;
  };
  const subjectName = (subject: string, members: PolicyMember[]) =>
    subject.startsWith('user:')
      ? (members.find((member) => `user:${member.id}` === subject)?.name ?? t('approvals.formerMember'))
      : t(`approvals.level.${subject === 'level:admin' ? 'admin' : 'default'}`);

  // A stored amount as money, in the market's format.
  const shown = (amount: string, currency: string) =>
    formatMoney(minorOf(amount, market.engageLocale) ?? 0, currency, market.engageLocale);

  if (state.value === 'loading') return <Skeleton height="16rem" />;
  if (state.value === 'loadFailed')
    return (
      <Alert variant="danger" title={t('approvals.loadFailed')}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'policy.retry' })}>
          {t('approvals.retry')}
        </Button>
      </Alert>
    );
  if (state.value === 'readOnly' || state.value === 'refused') {
    const rules = draft.rules.filter((rule) => rule.approverOver || rule.adminOver);
    return (
      <section aria-labelledby="approvals-heading" className={styles.form}>
        <h2 id="approvals-heading" className={styles.sectionHeading}>
          {t('approvals.title')}
        </h2>
        <Alert variant={state.value === 'refused' ? 'danger' : 'info'}>
          {t(state.value === 'refused' ? 'approvals.refused' : 'approvals.readOnly')}
        </Alert>
        {rules.length === 0 && !draft.maxLines && draft.budgets.length === 0 ? (
          <p className={styles.muted}>{t('approvals.none')}</p>
        ) : (
          <ul className={tabStyles.readList} aria-label={t('approvals.title')}>
            {rules.map((rule) => (
              <li key={rule.currencyCode}>
                {rule.approverOver &&
                  t('approvals.read.approverOver', {
                    amount: shown(rule.approverOver, rule.currencyCode),
                  })}{' '}
                {rule.adminOver &&
                  t('approvals.read.adminOver', { amount: shown(rule.adminOver, rule.currencyCode) })}
              </li>
            ))}
            {draft.maxLines && <li>{t('approvals.read.maxLines', { count: Number(draft.maxLines) })}</li>}
            {draft.budgets.map((budget) => (
              <li key={budget.id}>
                {t(`approvals.read.budget.${budget.period}`, {
                  who: subjectName(budget.subject, state.members),
                  amount: shown(budget.amount, budget.currencyCode),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  const isReadOnly = state.isBusy;
  const change = (field: string, value: string) => actor.send({ type: 'policy.change', field, value });
  const subjects = [
    { id: 'level:default', label: t('approvals.level.default') },
    { id: 'level:admin', label: t('approvals.level.admin') },
    ...state.members.map((member) => ({ id: `user:${member.id}`, label: member.name })),
  ];
  const currencies = draft.rules.map((rule) => ({ id: rule.currencyCode, label: rule.currencyCode }));
  const periods = (['month', 'quarter'] as const).map((id) => ({ id, label: t(`approvals.period.${id}`) }));
  const budgetRow = (budget: BudgetDraft, index: number) => {
    const at = `budgets.${index}`;
    const name = t('approvals.budgetNumber', { number: index + 1 });
    return (
      <fieldset key={budget.id} className={tabStyles.budget} aria-label={name}>
        <legend className={styles.legend}>{name}</legend>
        <Select
          label={t('approvals.subject')}
          items={subjects}
          selectedKey={budget.subject}
          onSelectionChange={(key) => change(`${at}.subject`, String(key))}
          isDisabled={isReadOnly}
          errorMessage={errorOf(`${at}.subject`)}
        />
        <TextField
          label={t('approvals.budgetAmount')}
          inputMode="decimal"
          value={budget.amount}
          isReadOnly={isReadOnly}
          onChange={(value) => change(`${at}.amount`, value)}
          errorMessage={errorOf(`${at}.amount`)}
        />
        <Select
          label={t('approvals.currency')}
          items={currencies}
          selectedKey={budget.currencyCode}
          onSelectionChange={(key) => change(`${at}.currencyCode`, String(key))}
          isDisabled={isReadOnly}
          errorMessage={errorOf(`${at}.currencyCode`)}
        />
        <Select
          label={t('approvals.period.label')}
          items={periods}
          selectedKey={budget.period}
          onSelectionChange={(key) => change(`${at}.period`, String(key))}
          isDisabled={isReadOnly}
        />
        <Button
          variant="secondary"
          isDisabled={isReadOnly}
          onPress={() => actor.send({ type: 'policy.removeBudget', index })}
        >
          {t('approvals.removeBudget', { name })}
        </Button>
      </fieldset>
    );
  };

  return (
    <Form
      className={styles.form}
      aria-labelledby="approvals-heading"
      onSubmit={() => actor.send({ type: 'policy.submit' })}
    >
      <h2 id="approvals-heading" className={styles.sectionHeading}>
        {t('approvals.title')}
      </h2>
      <p className={styles.muted}>{t('approvals.intro')}</p>
      <section aria-labelledby="approvals-rules" className={styles.form}>
        <h3 id="approvals-rules" className={styles.legend}>
          {t('approvals.rules')}
        </h3>
        <p className={styles.muted}>
          {t('approvals.rulesHelp', { example: formatMoney(123450, market.currency, market.engageLocale) })}
        </p>
        {draft.rules.map((rule) => (
          <fieldset key={rule.currencyCode} className={tabStyles.rule} aria-label={rule.currencyCode}>
            <legend className={styles.legend}>{rule.currencyCode}</legend>
            <TextField
              label={t('approvals.approverOver', { currency: rule.currencyCode })}
              inputMode="decimal"
              value={rule.approverOver}
              isReadOnly={isReadOnly}
              onChange={(value) => change(`rules.${rule.currencyCode}.approverOver`, value)}
              errorMessage={errorOf(`rules.${rule.currencyCode}.approverOver`)}
            />
            <TextField
              label={t('approvals.adminOver', { currency: rule.currencyCode })}
              inputMode="decimal"
              value={rule.adminOver}
              isReadOnly={isReadOnly}
              onChange={(value) => change(`rules.${rule.currencyCode}.adminOver`, value)}
              errorMessage={errorOf(`rules.${rule.currencyCode}.adminOver`)}
            />
          </fieldset>
        ))}
        <TextField
          label={t('approvals.maxLines')}
          description={t('approvals.maxLinesHelp')}
          inputMode="numeric"
          value={draft.maxLines}
          isReadOnly={isReadOnly}
          onChange={(value) => change('maxLines', value)}
          errorMessage={errorOf('maxLines')}
        />
      </section>
      <section aria-labelledby="approvals-budgets" className={styles.form}>
        <h3 id="approvals-budgets" className={styles.legend}>
          {t('approvals.budgets')}
        </h3>
        <p className={styles.muted}>{t('approvals.budgetsHelp')}</p>
        {draft.budgets.map(budgetRow)}
        {errorOf('budgets') && <Alert variant="danger">{errorOf('budgets')}</Alert>}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={isReadOnly}
            onPress={() => actor.send({ type: 'policy.addBudget' })}
          >
            {t('approvals.addBudget')}
          </Button>
        </div>
      </section>
      {state.isSaved && <Alert variant="success">{t('approvals.saved')}</Alert>}
      {state.isFailed && (
        <Alert variant="danger">
          {t(Object.keys(state.fieldErrors).length ? 'approvals.saveRefusedFields' : 'approvals.saveFailed')}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={state.isBusy} pendingLabel={t('approvals.saving')}>
          {t('approvals.save')}
        </Button>
      </div>
    </Form>
  );
}
