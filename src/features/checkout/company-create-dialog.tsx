// The company creation form of the customer information card (decision 020): agents and super admins create a
// company through the organisation signup call, for themselves. Loaded lazily when the dialog opens.
import { useSelector } from '@xstate/react';
import type {
  AddressKind,
  CompanyCreateFieldError,
  CompanyCreateTextField,
  NewAddressValues,
} from '../../../machines/company-create/company-create.machine';
import { addressCountries } from '../../../machines/shared/rules';
import type { Company } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { refusedPhonesOf, SignupPhoneField } from '../account/signup-fields';
import { useCompanyCreateFlow } from './company-create.flow';
import * as styles from './customer-information-card.css';

const textFields: { name: CompanyCreateTextField; required?: boolean; type?: 'email' }[] = [
  { name: 'name', required: true },
  { name: 'organisation_number', required: true },
  { name: 'tax_id_vat_number', required: true },
  { name: 'contact_name', required: true },
  { name: 'email', required: true, type: 'email' },
  { name: 'invoice_email', type: 'email' },
  { name: 'external_ref' },
];

export default function CompanyCreateForm({
  userId,
  storeGroup,
  onCreated,
  onCancel,
}: {
  userId: string;
  /** The creating user's store group: the new company buys in it (the spec's `store_groups`). */
  storeGroup?: string;
  onCreated: (company: Company) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('customer');
  const actor = useCompanyCreateFlow({ userId, storeGroup, onCreated });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value as string,
    context: snapshot.context,
    isBusy: snapshot.hasTag('busy'),
  }));
  const { values, fieldErrors } = state.context;
  const message = (path: string) => {
    const key: CompanyCreateFieldError | undefined = fieldErrors[path];
    return key ? t(`companyCreate.errors.${key}`) : undefined;
  };
  const change = (name: CompanyCreateTextField, value: string, refusedPhones?: string[]) =>
    actor.send({
      type: 'create.change',
      values: { [name]: value },
      ...(refusedPhones ? { refusedPhones } : {}),
    });

  return (
    <form
      noValidate
      className={styles.card}
      aria-busy={state.isBusy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'create.submit' });
      }}
    >
      {state.value === 'failed' && (
        <Alert variant="danger">
          {state.context.errorKey
            ? t(`companyCreate.${state.context.errorKey}`)
            : (state.context.errorMessage ?? t('companyCreate.failed'))}
        </Alert>
      )}
      {textFields.map((field) => (
        <TextField
          key={field.name}
          label={t(`companyCreate.fields.${field.name}`)}
          name={field.name}
          type={field.type ?? 'text'}
          isRequired={field.required}
          value={values[field.name]}
          onChange={(value) => change(field.name, value)}
          errorMessage={message(field.name)}
        />
      ))}
      <SignupPhoneField
        label={t('companyCreate.fields.phone')}
        isRequired
        value={values.phone}
        onChange={(value, isValid) => change('phone', value, refusedPhonesOf(value, isValid))}
        errorMessage={message('phone')}
      />
      {(['billing', 'shipping'] as const).map((kind) => (
        <AddressList
          key={kind}
          kind={kind}
          addresses={values[`${kind}_address`]}
          listError={message(`${kind}_address`)}
          message={message}
          onAdd={() => actor.send({ type: 'create.addAddress', kind })}
          onRemove={(index) => actor.send({ type: 'create.removeAddress', kind, index })}
          onChange={(index, change, refusedPhones) =>
            actor.send({
              type: 'create.changeAddress',
              kind,
              index,
              values: change,
              ...(refusedPhones ? { refusedPhones } : {}),
            })
          }
        />
      ))}
      <div className={styles.pager}>
        <Button type="submit" isPending={state.isBusy}>
          {t('companyCreate.submit')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={state.isBusy}>
          {t('companyCreate.cancel')}
        </Button>
      </div>
    </form>
  );
}

function AddressList({
  kind,
  addresses,
  listError,
  message,
  onAdd,
  onRemove,
  onChange,
}: {
  kind: AddressKind;
  addresses: NewAddressValues[];
  listError?: string;
  message: (path: string) => string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, change: Partial<NewAddressValues>, refusedPhones?: string[]) => void;
}) {
  const { t } = useTranslation('customer');
  const heading = t(`companyCreate.${kind}Addresses`);
  return (
    <fieldset className={styles.card}>
      <legend>{heading}</legend>
      {listError && (
        <p role="alert" className={styles.error}>
          {listError}
        </p>
      )}
      {addresses.map((address, index) => {
        const path = `${kind}_address.${index}.`;
        const name = t(`companyCreate.${kind}AddressN`, { n: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no id before they are created.
          <section key={index} aria-label={name} className={styles.card}>
            <TextField
              label={t('companyCreate.fields.street_address')}
              isRequired
              value={address.street_address}
              onChange={(value) => onChange(index, { street_address: value })}
              errorMessage={message(`${path}street_address`)}
            />
            <TextField
              label={t('companyCreate.fields.postal_code')}
              isRequired
              value={address.postal_code}
              onChange={(value) => onChange(index, { postal_code: value })}
              errorMessage={message(`${path}postal_code`)}
            />
            <TextField
              label={t('companyCreate.fields.city')}
              isRequired
              value={address.city}
              onChange={(value) => onChange(index, { city: value })}
              errorMessage={message(`${path}city`)}
            />
            <Select
              label={t('companyCreate.fields.country')}
              isRequired
              placeholder={t('companyCreate.chooseCountry')}
              items={addressCountries.map((code) => ({
                id: code,
                label: t(`companyCreate.countries.${code}`),
              }))}
              selectedKey={address.country || null}
              onSelectionChange={(key) => onChange(index, { country: String(key ?? '') })}
              errorMessage={message(`${path}country`)}
            />
            <SignupPhoneField
              label={t('companyCreate.fields.addressPhone')}
              isRequired
              value={address.phone}
              onChange={(value, isValid) =>
                onChange(index, { phone: value }, refusedPhonesOf(value, isValid))
              }
              errorMessage={message(`${path}phone`)}
            />
            <Button size="sm" variant="secondary" onPress={() => onRemove(index)}>
              {t('companyCreate.remove', { name })}
            </Button>
          </section>
        );
      })}
      <Button size="sm" variant="secondary" onPress={onAdd}>
        {t(`companyCreate.add${kind === 'billing' ? 'Billing' : 'Shipping'}`)}
      </Button>
    </fieldset>
  );
}
