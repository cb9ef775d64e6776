import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MyInformationValues } from '../../../machines/my-information/my-information.machine';
import type { User } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Form } from '../../ui/form';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { findMarket, useMarkets } from '../markets/use-market';
import { AccountDeletion } from './account-deletion';
import * as styles from './account-pages.css';
import { useMyInformationFlow } from './my-information.flow';
import { refusedPhonesOf, SignupPhoneField } from './signup-fields';

/** /my-account/information/: the my-information card and the account deletion. */
export function MyInformationPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  return (
    <section aria-labelledby="information-heading" className={styles.page}>
      <p>
        <Link to="/my-account/overview/">{t('overview.back')}</Link>
      </p>
      <h1 id="information-heading">{t('myInformation.title')}</h1>
      {user.isPending ? (
        <Skeleton height="24rem" />
      ) : user.data ? (
        <MyInformationCard user={user.data} />
      ) : (
        <Alert variant="danger">{t('overview.loadFailed')}</Alert>
      )}
    </section>
  );
}

function MyInformationCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { markets, current } = useMarkets();
  const { actor, submit } = useMyInformationFlow({ user });
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isSaved: snapshot.hasTag('success'),
    isFailed: snapshot.hasTag('error'),
  }));
  // The phone starts in the user's own market's country (else the shop's).
  const market = findMarket(markets, user.market) ?? current;
  const change = (values: Partial<MyInformationValues>, refusedPhones?: string[]) =>
    actor.send({ type: 'profile.change', values, ...(refusedPhones ? { refusedPhones } : {}) });
  const text = (name: 'first_name' | 'last_name' | 'street' | 'zip_code' | 'city', autoComplete: string) => (
    <TextField
      label={t(`myInformation.${name}`)}
      name={name}
      autoComplete={autoComplete}
      value={state.values[name]}
      onChange={(value) => change({ [name]: value })}
      isDisabled={state.isBusy}
    />
  );
  const emailError = state.fieldErrors.email;
  const phoneError = state.fieldErrors.phone_number;
  return (
    <Card heading={t('myInformation.cardTitle')}>
      <Form className={styles.form} onSubmit={submit}>
        <div className={styles.pair}>
          {text('first_name', 'given-name')}
          {text('last_name', 'family-name')}
        </div>
        <TextField
          label={t('myInformation.email')}
          name="email"
          type="email"
          value={user.email}
          isReadOnly
          description={t('myInformation.emailReadOnly')}
          errorMessage={emailError ? t(`myInformation.${emailError}`) : undefined}
        />
        {text('street', 'street-address')}
        <div className={styles.pair}>
          {text('zip_code', 'postal-code')}
          {text('city', 'address-level2')}
        </div>
        <SignupPhoneField
          label={t('myInformation.phone_number')}
          value={state.values.phone_number}
          onChange={(phone_number, isValid) =>
            change({ phone_number }, refusedPhonesOf(phone_number, isValid))
          }
          defaultCountry={market.country}
          isDisabled={state.isBusy}
          errorMessage={phoneError ? t(`myInformation.${phoneError}`) : undefined}
        />
        <fieldset className={styles.checkboxes}>
          <legend className={styles.legend}>{t('myInformation.communication')}</legend>
          {(['allow_email', 'allow_sms', 'allow_postal'] as const).map((name) => (
            <Checkbox
              key={name}
              isSelected={state.values[name]}
              onChange={(value) => change({ [name]: value })}
              isDisabled={state.isBusy}
            >
              {t(`myInformation.${name}`)}
            </Checkbox>
          ))}
        </fieldset>
        {state.isSaved && <Alert variant="success">{t('myInformation.saved')}</Alert>}
        {state.isFailed && (
          <Alert variant="danger" title={t('myInformation.saveFailed')}>
            {state.errorMessage ?? t('myInformation.tryAgain')}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={state.isBusy} pendingLabel={t('myInformation.saving')}>
            {t('myInformation.save')}
          </Button>
        </div>
      </Form>
      {/* Outside the form: the dialog's own form must not submit this one. */}
      <AccountDeletion />
    </Card>
  );
}
