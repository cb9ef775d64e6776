import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form } from 'react-aria-components';
import { fromPromise } from 'xstate';
import {
  type MyInformationValues,
  myInformationMachine,
  type ProfileMarket,
} from '../../../machines/my-information/my-information.machine';
import type { User } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { useShopperSession } from '../../session/shopper-session';
import { userQueryOptions } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { findMarket, useMarkets } from '../markets/use-market';
import { AccountDeletion } from './account-deletion';
import * as styles from './account-pages.css';
import { refusedPhonesOf, SignupPhoneField } from './signup-fields';

const valuesOf = (user: User): MyInformationValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  street: user.address?.street ?? '',
  zip_code: user.address?.zip_code ?? '',
  city: user.address?.city ?? '',
  phone_number: user.phone_number ?? '',
  allow_email: user.communication_preferences?.allow_email ?? false,
  allow_sms: user.communication_preferences?.allow_sms ?? false,
  allow_postal: user.communication_preferences?.allow_postal ?? false,
});

/** /my-account/information/: the my-information card and the account deletion. */
export function MyInformationPage() {
  const { t } = useTranslation('account');
  const api = useApi();
  const session = useShopperSession();
  const user = useQuery(userQueryOptions(api, session));
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
  const api = useApi();
  const session = useShopperSession();
  const navigate = useNavigate();
  const { markets, current } = useMarkets();
  const actor = useFlowActor(
    myInformationMachine.provide({
      actors: {
        updateUser: fromPromise(({ input }) =>
          callData(api.app.POST('/api/enad/update-user/', { body: input })),
        ),
      },
      actions: {
        userSaved: ({ event }) => {
          const output = (event as unknown as { output?: User }).output;
          // The session holds the user; the user query follows it.
          if (output) session.userRead(output);
        },
      },
    }),
    { input: { email: user.email, values: valuesOf(user) } },
  );
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isSaved: snapshot.hasTag('success'),
    isFailed: snapshot.hasTag('error'),
  }));
  // The user's own market (else the shop's): the profile keeps its market, language and store group.
  const market = findMarket(markets, user.market) ?? current;
  const profileMarket: ProfileMarket = {
    store_group: user.store_group ?? 'default',
    language: (user.language ?? market.language).toUpperCase(),
    market: market.enadMarket,
    country_code: user.country_code ?? market.country.toUpperCase(),
  };
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
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'profile.submit', market: profileMarket });
        }}
      >
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
      <AccountDeletion onDeleted={() => void navigate({ to: '/' })} />
    </Card>
  );
}
