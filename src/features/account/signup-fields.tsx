// Parts both signup forms share: the password pair with its live checklist, the lazily loaded phone
// field, and the confirm-your-e-mail card.
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { memoField } from '../../ui/memo-field';
import { PasswordField, passwordChecks, passwordStrength } from '../../ui/password-field';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import * as styles from './signup-page.css';

// The phone picker (react-aria Select + libphonenumber) is the heaviest part of the forms: it loads after
// the form has painted, so the route chunk stays within its budget.
const PhoneField = lazy(() =>
  import('../../ui/phone-field').then((module) => ({ default: module.PhoneField })),
);

const strengthKey = (score: number) =>
  score >= 100 ? 'signup.strengthStrong' : score >= 50 ? 'signup.strengthFair' : 'signup.strengthWeak';

/** The new password and its confirmation, with the checklist (10 characters, a digit, a special character). */
export function SignupPasswordFields({
  password,
  confirmPassword,
  passwordError,
  confirmError,
  onChange,
}: {
  password: string;
  confirmPassword: string;
  passwordError?: string;
  confirmError?: string;
  onChange: (values: { password: string } | { confirmPassword: string }) => void;
}) {
  const { t } = useTranslation('account');
  const checks = passwordChecks(password);
  const strength = passwordStrength(password);
  return (
    <>
      <PasswordField
        label={t('signup.password')}
        name="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={(value) => onChange({ password: value })}
        errorMessage={passwordError}
        showLabel={t('signup.showPassword')}
        checksLabel={t('signup.checksLabel')}
        metLabel={t('signup.met')}
        unmetLabel={t('signup.unmet')}
        checks={[
          { label: t('signup.checkLength'), met: checks.length },
          { label: t('signup.checkDigit'), met: checks.digit },
          { label: t('signup.checkSpecial'), met: checks.special },
        ]}
        strength={strength}
        strengthLabel={t('signup.strength')}
        strengthValueLabel={t(strengthKey(strength))}
      />
      <PasswordField
        label={t('signup.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        value={confirmPassword}
        onChange={(value) => onChange({ confirmPassword: value })}
        errorMessage={confirmError}
        showLabel={t('signup.showPassword')}
      />
    </>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const SignupPhoneField = memoField(SignupPhoneFieldView, 'SignupPhoneField');

/** The number a phone field refused, for the machine's rule (empty when valid or empty). */
export const refusedPhonesOf = (phone: string, isValid: boolean) => (phone && !isValid ? [phone] : []);

/**
 * The phone input with the country picker in the signup texts; a skeleton holds its place while it loads. Its
 * country starts as the market's, falling back to SE (the spec), unless the caller names one.
 */
function SignupPhoneFieldView(
  props: Omit<PhoneFieldProps, 'countryLabel' | 'searchPlaceholder' | 'emptyText' | 'locale'>,
) {
  const { t, i18n } = useTranslation('account');
  const { current } = useMarkets();
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <PhoneField
        defaultCountry={current.country}
        {...props}
        countryLabel={t('signup.phoneCountry')}
        searchPlaceholder={t('signup.searchCountry')}
        emptyText={t('signup.noCountryFound')}
        locale={i18n.language}
      />
    </Suspense>
  );
}

export interface CommunicationValues {
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
}

/** The communication preferences (e-mail, SMS, post) of a signup, under the question they answer. */
export function CommunicationCheckboxes({
  values,
  onChange,
}: {
  values: CommunicationValues;
  onChange: (change: Partial<CommunicationValues>) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={styles.preferenceGroup}>
      <legend className={styles.hint}>{t('signup.communicationHint')}</legend>
      <Checkbox
        isSelected={values.allow_email_notifications}
        onChange={(allow_email_notifications) => onChange({ allow_email_notifications })}
      >
        {t('signup.allowEmail')}
      </Checkbox>
      <Checkbox
        isSelected={values.allow_phone_notifications}
        onChange={(allow_phone_notifications) => onChange({ allow_phone_notifications })}
      >
        {t('signup.allowSms')}
      </Checkbox>
      <Checkbox
        isSelected={values.allow_postal_notifications}
        onChange={(allow_postal_notifications) => onChange({ allow_postal_notifications })}
      >
        {t('signup.allowPostal')}
      </Checkbox>
    </fieldset>
  );
}

/** What replaces a signup form once the account waits for its e-mail to be confirmed. */
export function ConfirmEmailCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <Card heading={t('signup.confirmTitle')}>
      <p>{t('signup.confirmText', { email })}</p>
      <p className={styles.links}>
        <a href="/login/">{t('signup.toLogin')}</a>
      </p>
    </Card>
  );
}
