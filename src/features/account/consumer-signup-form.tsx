import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Form } from 'react-aria-components';
import { fromPromise } from 'xstate';
import {
  type ConsumerSignupValues,
  consumerSignupMachine,
  type SignupMarket,
  type SignupOutput,
} from '../../../machines/consumer-signup/consumer-signup.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Disclosure } from '../../ui/disclosure';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
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
  const invited = useQuery({
    queryKey: ['invitation', invitation],
    queryFn: () =>
      callData(api.app.GET('/api/enad/invitation/', { params: { query: { token: invitation ?? '' } } })),
    enabled: Boolean(invitation),
  });

  const actor = useFlowActor(
    consumerSignupMachine.provide({
      actors: {
        signup: fromPromise(
          ({ input }) =>
            callData(
              api.app.POST('/api/enad/signup/', { body: invitation ? { ...input, invitation } : input }),
            ) as Promise<SignupOutput>,
        ),
        requestVerificationLink: fromPromise(({ input }) =>
          callData(api.app.POST('/api/enad/create-verify-link/', { body: { email: input.email } })),
        ),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorKey: snapshot.context.errorKey,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isError: snapshot.hasTag('error'),
    isSent: snapshot.hasTag('success'),
  }));

  const market: SignupMarket = {
    store_group: current.storeGroupId,
    language: current.language.toUpperCase(),
    market: current.enadMarket,
    country: current.country.toUpperCase(),
  };
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

  const invitedEmail = invited.data?.email;
  // The invited address fills the e-mail field once (the backend binds the company to that address only).
  useEffect(() => {
    if (invitedEmail) actor.send({ type: 'signup.change', values: { email: invitedEmail } });
  }, [actor, invitedEmail]);

  if (state.isSent) return <ConfirmEmailCard email={state.values.email.trim().toLowerCase()} />;

  return (
    <div className={styles.narrow}>
      <p className={styles.intro}>{t('signup.intro')}</p>
      {invited.data && (
        <Alert variant="info">
          {t('invitations.joining', { company: invited.data.company_name, email: invited.data.email })}
        </Alert>
      )}
      {state.isError && (
        <Alert variant="danger" title={t('signup.errorTitle')}>
          {state.errorMessage ?? t(`signup.${state.errorKey ?? 'somethingWentWrong'}`)}
        </Alert>
      )}
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'signup.submit', market });
        }}
      >
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
