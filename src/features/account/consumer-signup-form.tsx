import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ConsumerSignupValues } from '../../../machines/consumer-signup/consumer-signup.machine';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Disclosure } from '../../ui/disclosure';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { useConsumerSignupFlow } from './consumer-signup.flow';
import {
  CommunicationCheckboxes,
  ConfirmEmailCard,
  refusedPhonesOf,
  SignupPasswordFields,
  SignupPhoneField,
} from './signup-fields';
import * as styles from './signup-page.css';

type TextFieldName = 'first_name' | 'last_name' | 'email';

/** The consumer signup form of /signup/; after success the confirm-your-e-mail card replaces it. */
export function ConsumerSignupForm({ invitation }: { invitation?: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { current } = useMarkets();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  // A colleague's invitation link: its address and company; the signup sends the token (docs/decisions/029).
  const { actor, invited, submit } = useConsumerSignupFlow({ invitation });
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorKey: snapshot.context.errorKey,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isError: snapshot.hasTag('error'),
    isSent: snapshot.hasTag('success'),
  }));

  const change = (values: Partial<ConsumerSignupValues>, refusedPhones?: string[]) =>
    actor.send({ type: 'signup.change', values, refusedPhones });
  const errorOf = (field: keyof ConsumerSignupValues) => {
    const key = state.fieldErrors[field];
    return key ? t(`signup.${key}`) : undefined;
  };
  const textField = (name: TextFieldName, label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired
      value={state.values[name]}
      onChange={(value) => change({ [name]: value })}
      errorMessage={errorOf(name)}
    />
  );

  if (state.isSent) return <ConfirmEmailCard email={state.values.email.trim().toLowerCase()} />;

  return (
    <div className={styles.narrow}>
      <p className={styles.intro}>{t('signup.intro')}</p>
      {invited && (
        <Alert variant="info">
          {t('invitations.joining', { company: invited.company_name, email: invited.email })}
        </Alert>
      )}
      {state.isError && (
        <Alert variant="danger" title={t('signup.errorTitle')}>
          {state.errorMessage ?? t(`signup.${state.errorKey ?? 'somethingWentWrong'}`)}
        </Alert>
      )}
      <Form className={styles.form} onSubmit={submit}>
        <div className={styles.pair}>
          {textField('first_name', t('signup.firstName'), 'given-name')}
          {textField('last_name', t('signup.lastName'), 'family-name')}
        </div>
        {textField('email', t('signup.email'), 'email', 'email')}
        <SignupPhoneField
          label={t('signup.phone')}
          value={state.values.phone_number}
          onChange={(phone_number, isValid) =>
            change({ phone_number }, refusedPhonesOf(phone_number, isValid))
          }
          defaultCountry={current.country}
          errorMessage={errorOf('phone_number')}
        />
        <SignupPasswordFields
          password={state.values.password}
          confirmPassword={state.values.confirmPassword}
          passwordError={errorOf('password')}
          confirmError={errorOf('confirmPassword')}
          onChange={change}
        />
        <Disclosure title={t('signup.communication')} headingLevel={2}>
          <CommunicationCheckboxes values={state.values} onChange={change} />
        </Disclosure>
        <div className={styles.privacy}>
          <Checkbox
            isRequired
            isSelected={state.values.privacy}
            onChange={(privacy) => change({ privacy })}
            errorMessage={errorOf('privacy')}
          >
            {t('signup.privacyAccept')}
          </Checkbox>
          <a href={`/${current.enadMarket}/integrity/`} target="_blank" rel="noopener">
            {t('signup.privacyLink')}
          </a>
        </div>
        <Button type="submit" size="lg" isPending={state.isBusy} pendingLabel={t('signup.submit')}>
          {t('signup.submit')}
        </Button>
      </Form>
      {settings.signupLinkEnabled && (
        <p className={styles.links}>
          <a href="/login/">{t('signup.haveAccount')}</a>
        </p>
      )}
    </div>
  );
}
