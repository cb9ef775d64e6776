import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { BusinessSignupErrorKey } from '../../../machines/business-signup/business-signup.machine';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { useMarkets } from '../markets/use-market';
import { type BusinessChange, BusinessCompanyFields, useBusinessFields } from './business-company-fields';
import { useBusinessSignupFlow } from './business-signup.flow';
import {
  CommunicationCheckboxes,
  ConfirmEmailCard,
  refusedPhonesOf,
  SignupPasswordFields,
  SignupPhoneField,
} from './signup-fields';
import * as styles from './signup-page.css';

/** The alert's text: the server's own, else the translated key of the refusal. */
const errorTextKey = (key: BusinessSignupErrorKey | null) =>
  key === 'companyAlreadyExists'
    ? 'businessSignup.companyAlreadyExists'
    : `signup.${key ?? 'somethingWentWrong'}`;

/** Where an existing account goes on: the login, then back here to register the company for it (issue 32). */
export const businessSignupPath = '/signup/?type=business';

/**
 * The business signup form of /signup/?type=business: contact person, company, billing and delivery address,
 * terms. Headings, labels, placeholders, the attribute options and links follow the settings.
 */
export function BusinessSignupForm() {
  const { t } = useTranslation('account');
  const { current } = useMarkets();
  const { actor, submit } = useBusinessSignupFlow();
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorKey: snapshot.context.errorKey,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isError: snapshot.hasTag('error'),
    isSent: snapshot.hasTag('success'),
  }));
  const change: BusinessChange = (values, refusedPhones) =>
    actor.send({ type: 'signup.change', values, ...(refusedPhones ? { refusedPhones } : {}) });
  const { form, errorOf, labelOf, textField, section } = useBusinessFields(state, change);

  if (state.isSent) return <ConfirmEmailCard email={state.values.email.trim().toLowerCase()} />;

  const email = state.values.email.trim().toLowerCase();
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('businessSignup.intro')}</p>
      <Form className={styles.form} onSubmit={submit}>
        {section(
          'contact',
          form.headings?.contactPerson ?? t('businessSignup.contactPerson'),
          <>
            <div className={styles.pair}>
              {textField('first_name')}
              {textField('last_name')}
            </div>
            <div className={styles.pair}>
              {textField('email', { type: 'email' })}
              <SignupPhoneField
                label={labelOf('phone_number', 'businessSignup.phone')}
                isRequired
                value={state.values.phone_number}
                onChange={(phone_number, isValid) =>
                  change({ phone_number }, refusedPhonesOf(phone_number, isValid))
                }
                defaultCountry={current.country}
                errorMessage={errorOf('phone_number')}
              />
            </div>
            <SignupPasswordFields
              password={state.values.password}
              confirmPassword={state.values.confirmPassword}
              passwordError={errorOf('password')}
              confirmError={errorOf('confirmPassword')}
              onChange={change}
            />
            <CommunicationCheckboxes values={state.values} onChange={change} />
          </>,
        )}
        <BusinessCompanyFields state={state} change={change} />
        {state.isError && (
          <Alert variant="danger" title={t('signup.errorTitle')}>
            {state.errorMessage ??
              t(errorTextKey(state.errorKey), state.errorKey === 'companyAlreadyExists' ? { email } : {})}
            {/* An existing account is no dead end: log in, then register the company for it (issue 32). */}
            {state.errorKey === 'userAlreadyExists' && (
              <span className={styles.links}>
                <Link to="/login/" search={{ redirect: businessSignupPath }}>
                  {t('businessSignup.logInToRegister')}
                </Link>
                <Link to="/reset-password/">{t('businessSignup.forgotPassword')}</Link>
              </span>
            )}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          isPending={state.isBusy}
          pendingLabel={form.submitText ?? t('businessSignup.submit')}
        >
          {form.submitText ?? t('businessSignup.submit')}
        </Button>
      </Form>
      {form.loginLinkEnabled && (
        <p className={styles.links}>
          <a href="/login/">{t('signup.haveAccount')}</a>
        </p>
      )}
    </div>
  );
}
