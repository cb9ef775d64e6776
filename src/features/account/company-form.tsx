import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type {
  AddressKind,
  AddressTextField,
  CompanyTextField,
} from '../../../machines/company-form/company-form.machine';
import { splitMessage } from '../../../machines/verification/verification.machine';
import type { Company } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useMarkets } from '../markets/use-market';
import * as styles from './account-pages.css';
import { useCompanyFormFlow } from './company-form.flow';
import { DeferredSelect } from './deferred-select';
import { refusedPhonesOf, SignupPhoneField } from './signup-fields';

/** The company form of the basic tab: editable by a company admin (or a super admin), else read-only. */
export function CompanyForm({
  company,
  canEdit,
  onSaved,
}: {
  company: Company;
  canEdit: boolean;
  onSaved: (company: Company) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { markets } = useMarkets();
  const { actor, phoneCountry } = useCompanyFormFlow({ company, canEdit, onSaved });
  const state = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    isBusy: snapshot.hasTag('busy'),
    isSaved: snapshot.hasTag('success'),
    isFailed: snapshot.hasTag('error'),
    canRemove: (kind: AddressKind) => snapshot.can({ type: 'company.removeAddress', kind, index: 0 }),
  }));
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const codes = new Set(markets.map((market) => market.country.toUpperCase()));
    for (const kind of ['billing_address', 'shipping_address'] as const)
      for (const address of company[kind]) codes.add(address.country);
    return [...codes].map((code) => ({ id: code, label: names.of(code) ?? code }));
  }, [markets, i18n.language, company]);
  const isReadOnly = !canEdit || state.isBusy;
  const errorOf = (path: string) => {
    const key = state.fieldErrors[path];
    return key ? t(`company.errors.${key}`) : undefined;
  };
  const text = (name: CompanyTextField, isRequired: boolean, type = 'text') => (
    <TextField
      label={t(`company.${name}`)}
      name={name}
      type={type}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      value={state.values[name]}
      onChange={(value) => actor.send({ type: 'company.change', field: name, value })}
      errorMessage={errorOf(name)}
    />
  );
  const failed = splitMessage(t('company.saveFailed'));
  return (
    <Form
      className={styles.form}
      aria-label={t('company.formLabel', { name: company.name })}
      onSubmit={() => actor.send({ type: 'company.submit' })}
    >
      {!canEdit && <Alert variant="info">{t('company.noPermission')}</Alert>}
      <TextField label={t('company.name')} value={company.name} isReadOnly />
      <div className={styles.pair}>
        <TextField label={t('company.organisation_number')} value={company.organisation_number} isReadOnly />
        <TextField
          label={t('company.tax_id_vat_number')}
          value={company.tax_id_vat_number ?? ''}
          isReadOnly
        />
      </div>
      {text('contact_name', true)}
      <div className={styles.pair}>
        {text('email', true, 'email')}
        {text('invoice_email', false, 'email')}
      </div>
      <div className={styles.pair}>
        <SignupPhoneField
          label={t('company.phone')}
          defaultCountry={phoneCountry}
          isRequired
          isReadOnly={isReadOnly}
          value={state.values.phone}
          onChange={(value, isValid) =>
            actor.send({
              type: 'company.change',
              field: 'phone',
              value,
              refusedPhones: refusedPhonesOf(value, isValid),
            })
          }
          errorMessage={errorOf('phone')}
        />
        {text('external_ref', false)}
      </div>
      {(['billing', 'shipping'] as const).map((kind) => (
        <section key={kind} aria-labelledby={`company-${kind}`} className={styles.form}>
          <h2 id={`company-${kind}`} className={styles.sectionHeading}>
            {t(`company.${kind}Addresses`)}
          </h2>
          {state.values[`${kind}_address`].map((address, index) => {
            const path = `${kind}_address.${index}`;
            const field = (name: AddressTextField, isRequired: boolean) => (
              <TextField
                label={t(`company.address.${name}`)}
                isRequired={isRequired}
                isReadOnly={isReadOnly}
                value={address[name]}
                onChange={(value) =>
                  actor.send({ type: 'company.changeAddress', kind, index, field: name, value })
                }
                errorMessage={errorOf(`${path}.${name}`)}
              />
            );
            return (
              <fieldset
                // Addresses have no id until saved: the position names a new one.
                key={address.id || `new-${index}`}
                className={styles.address}
                aria-label={address.name || t(`company.${kind}Addresses`)}
              >
                <div className={styles.addressHeader}>
                  <strong>{address.name}</strong>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('company.removeAddressNamed', { name: address.name })}
                      isDisabled={!state.canRemove(kind) || state.isBusy}
                      onPress={() => actor.send({ type: 'company.removeAddress', kind, index })}
                    >
                      {t('company.removeAddress')}
                    </Button>
                  )}
                </div>
                {field('name', false)}
                <div className={styles.pair}>
                  {field('street_address', true)}
                  {field('house_number', false)}
                </div>
                {field('co_address', false)}
                <div className={styles.pair}>
                  {field('postal_code', true)}
                  {field('city', true)}
                </div>
                <div className={styles.pair}>
                  {field('state_province', false)}
                  <DeferredSelect
                    label={t('company.address.country')}
                    isRequired
                    isDisabled={isReadOnly}
                    items={countries}
                    selectedKey={address.country || null}
                    onSelectionChange={(key) =>
                      actor.send({
                        type: 'company.changeAddress',
                        kind,
                        index,
                        field: 'country',
                        value: String(key ?? ''),
                      })
                    }
                    errorMessage={errorOf(`${path}.country`)}
                  />
                </div>
              </fieldset>
            );
          })}
          {canEdit && (
            <div>
              <Button
                variant="secondary"
                isDisabled={state.isBusy}
                onPress={() => actor.send({ type: 'company.addAddress', kind })}
              >
                {t(`company.add${kind === 'billing' ? 'Billing' : 'Shipping'}Address`)}
              </Button>
            </div>
          )}
        </section>
      ))}
      {state.isSaved && <Alert variant="success">{t('company.updatedInformation')}</Alert>}
      {state.isFailed && (
        <Alert variant="danger" title={failed.title}>
          {failed.detail}
        </Alert>
      )}
      {canEdit && (
        <div className={styles.actions}>
          <Button type="submit" isPending={state.isBusy} pendingLabel={t('company.saving')}>
            {t('company.save')}
          </Button>
        </div>
      )}
    </Form>
  );
}
