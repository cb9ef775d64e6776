// The business signup's company part (company, billing and delivery address, terms), shared by the business
// signup and the company registration of a signed-in user (issue 32). Headings, labels, placeholders, the
// attribute options and links follow the settings.
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type {
  AddressKind,
  BusinessSignupField,
  BusinessSignupFieldError,
  BusinessSignupValues,
} from '../../../machines/business-signup/business-signup.machine';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { Checkbox } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { refusedPhonesOf, SignupPhoneField } from './signup-fields';
import * as styles from './signup-page.css';

export type TextFieldName = {
  [K in BusinessSignupField]: BusinessSignupValues[K] extends string ? K : never;
}[BusinessSignupField];

/** Default label key (account.json) per field; the settings' `labels` override them by field name. */
const labelKeys: Partial<Record<TextFieldName, string>> = {
  first_name: 'signup.firstName',
  last_name: 'signup.lastName',
  email: 'signup.email',
  company_name: 'businessSignup.company_name',
  organisation_number: 'businessSignup.organisation_number',
  tax_id_vat_number: 'businessSignup.tax_id_vat_number',
  company_email: 'businessSignup.company_email',
  invoice_email: 'businessSignup.invoice_email',
  contact_name: 'businessSignup.contact_name',
  external_ref: 'businessSignup.external_ref',
};

const autoCompleteOf: Partial<Record<TextFieldName, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  company_name: 'organization',
};

const noAttribute = 'none';

export interface BusinessFormState {
  values: BusinessSignupValues;
  fieldErrors: Partial<Record<BusinessSignupField, BusinessSignupFieldError>>;
}

export type BusinessChange = (values: Partial<BusinessSignupValues>, refusedPhones?: string[]) => void;

/** The form's helpers: a field's message, its label (settings first), a text field, a section. */
export function useBusinessFields(state: BusinessFormState, change: BusinessChange) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const form = settings.businessSignup ?? {};
  const errorOf = (field: BusinessSignupField) => {
    const key = state.fieldErrors[field];
    return key ? t(`signup.${key}`) : undefined;
  };
  const labelOf = (field: string, key: string) => form.labels?.[field] ?? t(key);
  const textField = (
    name: TextFieldName,
    { label, isRequired = true, type = 'text' }: { label?: string; isRequired?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={label ?? labelOf(name, labelKeys[name] ?? '')}
      name={name}
      type={type}
      autoComplete={autoCompleteOf[name] ?? 'off'}
      placeholder={form.placeholders?.[name]}
      isRequired={isRequired}
      value={state.values[name]}
      onChange={(value) => change({ [name]: value })}
      errorMessage={errorOf(name)}
    />
  );
  const section = (id: string, heading: string, children: ReactNode) => (
    <section className={styles.section} aria-labelledby={`business-${id}`}>
      <h2 id={`business-${id}`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
  return { form, errorOf, labelOf, textField, section };
}

/** The company, its billing and delivery address and the terms of the business signup. */
export function BusinessCompanyFields({
  state,
  change,
}: {
  state: BusinessFormState;
  change: BusinessChange;
}) {
  const { t, i18n } = useTranslation('account');
  const { markets, current } = useMarkets();
  const { form, errorOf, labelOf, textField, section } = useBusinessFields(state, change);

  // The address countries are the markets' (the spec: country shows only if markets exist).
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const codes = [...new Set(markets.map((market) => market.country.toUpperCase()))];
    return codes.map((code) => ({ id: code, label: names.of(code) ?? code }));
  }, [markets, i18n.language]);

  const addressFields = (kind: AddressKind) => {
    const field = (name: string) => `${kind}_${name}` as TextFieldName;
    const addressLabel = (name: string) => labelOf(name, `businessSignup.${name}`);
    const autoComplete = kind === 'billing' ? 'billing' : 'shipping';
    const addressText = (name: string, token: string, isRequired = true) => (
      <TextField
        label={addressLabel(name)}
        name={field(name)}
        autoComplete={`section-${kind} ${autoComplete} ${token}`}
        placeholder={form.placeholders?.[name]}
        isRequired={isRequired}
        value={state.values[field(name)]}
        onChange={(value) => change({ [field(name)]: value })}
        errorMessage={errorOf(field(name))}
      />
    );
    return (
      <>
        {addressText('street_address', 'address-line1')}
        {/* The house number shows only when the settings give it a label (the spec). */}
        {form.labels?.house_number && addressText('house_number', 'address-line2', false)}
        {addressText('co_address', 'address-line3', false)}
        <div className={styles.pair}>
          {addressText('postal_code', 'postal-code')}
          {addressText('city', 'address-level2')}
        </div>
        {countries.length > 0 && (
          <Select
            label={addressLabel('country')}
            isRequired
            items={countries}
            selectedKey={state.values[field('country')] || null}
            onSelectionChange={(key) => change({ [field('country')]: String(key ?? '') })}
            errorMessage={errorOf(field('country'))}
          />
        )}
      </>
    );
  };
  const attributeOptions = form.attributeOptions ?? [];

  return (
    <>
      {section(
        'company',
        form.headings?.company ?? t('businessSignup.company'),
        <>
          {textField('company_name')}
          <div className={styles.pair}>
            {textField('organisation_number')}
            {textField('tax_id_vat_number')}
          </div>
          <div className={styles.pair}>
            {textField('company_email', { type: 'email' })}
            <SignupPhoneField
              label={labelOf('company_phone', 'businessSignup.company_phone')}
              value={state.values.company_phone}
              onChange={(company_phone, isValid) =>
                change({ company_phone }, refusedPhonesOf(company_phone, isValid))
              }
              defaultCountry={current.country}
              errorMessage={errorOf('company_phone')}
              autoComplete="off"
            />
          </div>
          <div className={styles.pair}>
            {textField('invoice_email', { type: 'email', isRequired: false })}
            {textField('contact_name', { isRequired: false })}
          </div>
          <div className={styles.pair}>
            {textField('external_ref', { isRequired: false })}
            {attributeOptions.length > 0 && (
              <Select
                label={labelOf('attribute', 'businessSignup.attribute')}
                items={[
                  { id: noAttribute, label: t('businessSignup.attributeNone') },
                  ...attributeOptions.map((option) => ({ id: option.id, label: option.name })),
                ]}
                selectedKey={state.values.attribute_id || noAttribute}
                onSelectionChange={(key) =>
                  change({ attribute_id: key == null || key === noAttribute ? '' : String(key) })
                }
              />
            )}
          </div>
        </>,
      )}
      {section(
        'billing',
        form.headings?.billingAddress ?? t('businessSignup.billingAddress'),
        addressFields('billing'),
      )}
      {section(
        'shipping',
        form.headings?.shippingAddress ?? t('businessSignup.shippingAddress'),
        <>
          <Checkbox
            isSelected={state.values.use_billing_as_shipping}
            onChange={(use_billing_as_shipping) => change({ use_billing_as_shipping })}
          >
            {form.useBillingAsShippingLabel ?? t('businessSignup.useBillingAsShipping')}
          </Checkbox>
          {!state.values.use_billing_as_shipping && addressFields('shipping')}
        </>,
      )}
      <div className={styles.privacy}>
        <Checkbox
          isRequired
          isSelected={state.values.terms_accepted}
          onChange={(terms_accepted) => change({ terms_accepted })}
          errorMessage={errorOf('terms_accepted')}
        >
          {t('businessSignup.termsAccept')}
        </Checkbox>
        <a
          href={`/${form.privacyPolicyLink ?? `${current.enadMarket}/integrity`}/`}
          target="_blank"
          rel="noopener"
        >
          {t('signup.privacyLink')}
        </a>
      </div>
    </>
  );
}
