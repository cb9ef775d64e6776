import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../ui/card';

const messageKeys: [RegExp, string][] = [
  [/ISO 3166-1 alpha2/i, 'countryIso'],
  [/^familyName required$/i, 'familyNameRequired'],
  [/^givenName required$/i, 'givenNameRequired'],
  [/^telephoneNumber required$/i, 'telephoneNumberRequired'],
  [/^is a required field$/i, 'required'],
];

/** A 'path: message' order error as the field (last path segment) and the message. */
export function parseOrderError(error: string): { field: string; message: string } {
  const at = error.indexOf(':');
  if (at < 0) return { field: '', message: error.trim() };
  const path = error.slice(0, at).trim();
  return { field: path.split('.').at(-1) ?? path, message: error.slice(at + 1).trim() };
}

/** The order-could-not-be-processed panel: the fields to correct, translated, and the reference number. */
export function OrderErrorPanel({
  errors,
  requestId,
  country,
}: {
  errors: string[];
  requestId?: string;
  country: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <Card heading={t('orderError.title')} role="alert">
      <p>{t('orderError.note')}</p>
      <ul>
        {errors.map((error) => {
          const { field, message } = parseOrderError(error);
          const key = messageKeys.find(([pattern]) => pattern.test(message))?.[1];
          const text = key ? t(`orderError.messages.${key}`) : message;
          return (
            <li key={error}>
              {field ? `${t(`orderError.fields.${field}`, { defaultValue: field })}: ${text}` : text}
            </li>
          );
        })}
      </ul>
      {requestId && <p>{t('orderError.reference', { requestId })}</p>}
      <Link to="/$country/checkout/" params={{ country }}>
        {t('orderError.backToCheckout')}
      </Link>
    </Card>
  );
}
