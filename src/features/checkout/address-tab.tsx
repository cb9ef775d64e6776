// One address tab of the customer information card: the company's addresses ('existing') and, for users who
// may edit the company, an address typed in for this order ('new'; decision 020).
import type { FormEvent } from 'react';
import type {
  AddressKind,
  NewAddress,
  NewAddressField,
} from '../../../machines/customer-information/customer-information.machine';
import { addressCountries } from '../../../machines/shared/rules';
import type { Address } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Select } from '../../ui/select';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { addressLine } from './customer-choice';
import * as styles from './customer-information-card.css';

/** The 'required' message of each field of a new address (the company creation form's texts). */
const requiredMessages: Record<NewAddressField, string> = {
  company_name: 'companyCreate.errors.companyNameRequired',
  street_address: 'companyCreate.errors.streetRequired',
  city: 'companyCreate.errors.cityRequired',
  state_province: 'companyCreate.errors.stateRequired',
  postal_code: 'companyCreate.errors.postalCodeRequired',
  country: 'companyCreate.errors.countryRequired',
};

const textFields = [
  'company_name',
  'street_address',
  'postal_code',
  'city',
  'state_province',
] as const satisfies readonly NewAddressField[];

const addressSummary = (address: Pick<Address, 'street_address' | 'postal_code' | 'city' | 'house_number'>) =>
  `${addressLine(address)}, ${address.postal_code} ${address.city}`;

interface AddressTabProps {
  kind: AddressKind;
  label: string;
  addresses: Address[];
  chosenId: string | null;
  /** The new address the order uses instead of a chosen one. */
  newAddress: NewAddress | null;
  draft: NewAddress;
  draftErrors: NewAddressField[];
  /** Whether the 'new' tab is offered: the user may edit the company (the spec's "only when editable"). */
  mayEnterNew: boolean;
  isDisabled: boolean;
  onChoose: (addressId: string) => void;
  onEdit: (values: Partial<NewAddress>) => void;
  onUse: () => void;
}

export function AddressTab(props: AddressTabProps) {
  const { t } = useTranslation('customer');
  const { label, newAddress, mayEnterNew } = props;
  if (!mayEnterNew) return <ExistingAddresses {...props} />;
  return (
    <Tabs defaultSelectedKey={newAddress ? 'new' : 'existing'}>
      <TabList aria-label={t('customerInfo.addressSource', { kind: label })}>
        <Tab id="existing">{t('customerInfo.existingAddress')}</Tab>
        <Tab id="new">{t('customerInfo.newAddress')}</Tab>
      </TabList>
      <TabPanel id="existing">
        <ExistingAddresses {...props} />
      </TabPanel>
      <TabPanel id="new">
        <NewAddressForm {...props} />
      </TabPanel>
    </Tabs>
  );
}

function ExistingAddresses({
  label,
  addresses,
  chosenId,
  newAddress,
  isDisabled,
  onChoose,
}: AddressTabProps) {
  const { t } = useTranslation('customer');
  return (
    <>
      {newAddress && (
        <p className={styles.muted}>
          {t('customerInfo.newAddressInUse', { address: addressSummary(newAddress) })}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className={styles.muted}>{t('customerInfo.noAddresses')}</p>
      ) : (
        <ChoiceGroup
          label={label}
          // While a new address is used, none of the company's is chosen: choosing one replaces it.
          value={newAddress ? null : chosenId}
          isDisabled={isDisabled}
          onChange={(id) => {
            if (newAddress || id !== chosenId) onChoose(id);
          }}
          choices={addresses.map((address) => ({
            id: address.id,
            label: `${address.name}: ${addressSummary(address)}`,
          }))}
        />
      )}
    </>
  );
}

function NewAddressForm({
  label,
  newAddress,
  draft,
  draftErrors,
  isDisabled,
  onEdit,
  onUse,
}: AddressTabProps) {
  const { t } = useTranslation('customer');
  const messageOf = (field: NewAddressField) =>
    draftErrors.includes(field) ? t(requiredMessages[field]) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUse();
  };
  const isInUse =
    newAddress !== null &&
    (Object.keys(draft) as NewAddressField[]).every((field) => draft[field] === newAddress[field]);
  return (
    <form
      noValidate
      aria-label={t('customerInfo.newAddressOf', { kind: label })}
      className={styles.card}
      onSubmit={submit}
    >
      <p className={styles.muted}>{t('customerInfo.newAddressHint')}</p>
      {textFields.map((field) => (
        <TextField
          key={field}
          label={t(`companyCreate.fields.${field}`)}
          name={field}
          isRequired
          // Read-only while the choice is stored: a disabled input would drop the keyboard focus.
          isReadOnly={isDisabled}
          value={draft[field]}
          onChange={(value) => onEdit({ [field]: value })}
          errorMessage={messageOf(field)}
        />
      ))}
      <Select
        label={t('companyCreate.fields.country')}
        isRequired
        isDisabled={isDisabled}
        placeholder={t('companyCreate.chooseCountry')}
        items={addressCountries.map((code) => ({ id: code, label: t(`companyCreate.countries.${code}`) }))}
        selectedKey={draft.country || null}
        onSelectionChange={(key) => onEdit({ country: String(key ?? '') })}
        errorMessage={messageOf('country')}
      />
      {isInUse && <p>{t('customerInfo.newAddressUsed')}</p>}
      <Button type="submit" size="sm" isDisabled={isDisabled}>
        {t('customerInfo.useAddress')}
      </Button>
    </form>
  );
}
