import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CompanyRegistrationErrorKey } from '../../../machines/company-registration/company-registration.machine';
import type { User } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Form } from '../../ui/form';
import { type BusinessChange, BusinessCompanyFields, useBusinessFields } from './business-company-fields';
import { useCompanyRegistrationFlow } from './company-registration.flow';
import * as styles from './signup-page.css';

/** The alert's text: the server's own, else the translated key of the refusal. */
const errorTextKey = (key: CompanyRegistrationErrorKey | null) =>
  key === 'companyAlreadyExists' ? 'companyRegistration.companyAlreadyExists' : 'signup.somethingWentWrong';

/**
 * /signup/?type=business for a signed-in user (issue 32): the business signup's company part, registered for the
 * user's own account, who becomes its admin. Where the business signup's 'user already exists' leads, after the
 * login; a user whose company exists is pointed to its administrator instead.
 */
export function CompanyRegistrationForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const actor = useCompanyRegistrationFlow({ user });
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorKey: snapshot.context.errorKey,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isError: snapshot.hasTag('error'),
    isRegistered: snapshot.hasTag('success'),
  }));
  const change: BusinessChange = (values, refusedPhones) =>
    actor.send({ type: 'registration.change', values, ...(refusedPhones ? { refusedPhones } : {}) });
  const { form } = useBusinessFields(state, change);

  if (state.isRegistered)
    return (
      <Card heading={t('companyRegistration.registeredTitle')}>
        <p>{t('companyRegistration.registeredText', { company: state.values.company_name.trim() })}</p>
        <p className={styles.links}>
          <Link to="/my-account/company/">{t('companyRegistration.toCompany')}</Link>
        </p>
      </Card>
    );

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('companyRegistration.intro', { email: user.email })}</p>
      <p className={styles.intro}>{t('companyRegistration.join')}</p>
      <Form className={styles.form} onSubmit={() => actor.send({ type: 'registration.submit' })}>
        <BusinessCompanyFields state={state} change={change} />
        {state.isError && (
          <Alert variant="danger" title={t('signup.errorTitle')}>
            {state.errorMessage ?? t(errorTextKey(state.errorKey))}
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
    </div>
  );
}
