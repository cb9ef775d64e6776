import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  TextField as RACTextField,
  SearchField,
  Select,
  SelectValue,
  useFilter,
  useLocale,
} from 'react-aria-components';
import {
  type CountryOption,
  countryOptions,
  defaultPhoneCountry,
  dialCode,
  isValidPhone,
  type PhoneCountry,
  toInternational,
} from '../lib/phone';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import { visuallyHidden } from './global.css';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './list-box.css';
import { memoField } from './memo-field';
import * as styles from './phone-field.css';

export interface PhoneFieldProps {
  /** Visible label; it names the whole group and the number input. */
  label: ReactNode;
  /** The number in E.164 ('+46701234567'), or '' when empty (controlled). */
  value?: string;
  /**
   * Called with the typed number converted to E.164 on every change, and on blur when that differs; `isValid`
   * says whether libphonenumber-js takes it as a number of its country (the forms' machines cannot load it).
   */
  onChange?: (e164: string, isValid: boolean) => void;
  onBlur?: () => void;
  /** Selected dial-code country, ISO alpha-2 (controlled); see defaultPhoneCountry for the market default. */
  country?: string;
  /** Initial country when `country` is not controlled; falls back to SE. */
  defaultCountry?: string;
  onCountryChange?: (country: PhoneCountry) => void;
  /** Accessible name of the country picker, e.g. 'Country'. */
  countryLabel?: string;
  /** The country search box's placeholder, e.g. 'Search country...'; also its accessible name. */
  searchPlaceholder?: string;
  /** Shown when the search matches no country, e.g. 'No country found.'. */
  emptyText?: string;
  /** Locale of the country names; defaults to the nearest I18nProvider's. */
  locale?: string;
  description?: ReactNode;
  /** Shown under the field; setting it marks the number invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/**
 * A phone number with a searchable country picker. Whatever is typed, the form receives E.164: a number not
 * starting with + gets the selected country's dial code (spec: phone input).
 */
function PhoneFieldView({
  label,
  value,
  onChange,
  onBlur,
  country: countryProp,
  defaultCountry,
  onCountryChange,
  countryLabel = 'Country',
  searchPlaceholder = 'Search country...',
  emptyText = 'No country found.',
  locale: localeProp,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  placeholder,
  autoComplete = 'tel',
  className,
}: PhoneFieldProps) {
  const labelId = useId();
  const inputId = useId();
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const options = useMemo(() => countryOptions(locale), [locale]);
  // The picker's list holds every country only while it is open: react-aria's Select builds its collection, and a
  // hidden native <select> with an <option> per item, from the items it is given, on every mount (some 240 of each:
  // two thirds of a signup form's elements). Closed, it needs only the chosen country (decision 071).
  const [isOpen, setOpen] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });

  const [ownCountry, setOwnCountry] = useState(() => defaultPhoneCountry(defaultCountry));
  const country = countryProp === undefined ? ownCountry : defaultPhoneCountry(countryProp);
  const selected = options.find((option) => option.code === country);
  const listed = useMemo(() => (isOpen ? options : selected ? [selected] : []), [isOpen, options, selected]);

  // What the user typed; the form only ever sees its E.164 form. A new value from outside replaces the text
  // unless it is just the normalised form of what is typed.
  const [draft, setDraft] = useState(value ?? '');
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if ((value ?? '') !== toInternational(draft, country)) setDraft(value ?? '');
  }

  const report = (e164: string) => onChange?.(e164, e164 !== '' && isValidPhone(e164));

  const changeNumber = (text: string) => {
    setDraft(text);
    report(toInternational(text, country));
  };

  const normalise = () => {
    const e164 = toInternational(draft, country);
    if (e164 !== draft) setDraft(e164);
    if (value !== undefined && e164 !== value) report(e164);
    onBlur?.();
  };

  const changeCountry = (key: Key | null) => {
    if (key == null || key === country) return;
    const next = defaultPhoneCountry(String(key));
    setOwnCountry(next);
    onCountryChange?.(next);
    if (!draft.trim()) return;
    // A number already carrying the old dial code moves to the new one; a national number gets the new one.
    const current = toInternational(draft, country);
    const oldDial = dialCode(country);
    const nextDraft = draft.trim().startsWith('+')
      ? current.startsWith(oldDial)
        ? `${dialCode(next)}${current.slice(oldDial.length)}`
        : draft
      : draft;
    if (nextDraft !== draft) setDraft(nextDraft);
    report(toInternational(nextDraft, next));
  };

  return (
    <fieldset aria-labelledby={labelId} className={cx(styles.root, className)}>
      <Label id={labelId} htmlFor={inputId} isRequired={isRequired} className={styles.fullRow}>
        {label}
      </Label>
      <Select<CountryOption>
        aria-label={countryLabel}
        value={country}
        onChange={changeCountry}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDisabled={isDisabled || isReadOnly}
        className={styles.country}
      >
        <Button
          className={styles.countryTrigger}
          // A letter typed on the closed picker opens it: its search takes the focus as it opens, and so the letter,
          // where a native select would jump to the country (the closed list holds only the chosen one).
          onKeyDown={(event) => {
            if (isOpen || event.key.length !== 1 || event.key === ' ') return;
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            setOpen(true);
          }}
        >
          <SelectValue>
            {selected && (
              <>
                <span aria-hidden="true" className={styles.flag}>
                  {selected.flag}
                </span>
                <span className={visuallyHidden}>{selected.name}</span> {selected.dialCode}
              </>
            )}
          </SelectValue>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
        <Popover className={cx(listStyles.popover, styles.popover)} placement="bottom start">
          <Autocomplete filter={contains}>
            <SearchField aria-label={searchPlaceholder} autoFocus className={styles.search}>
              {/* A combobox whose list is always open (WAI-ARIA's pattern for a field that filters a list and
                  names its active option): readers announce the option the arrows reach, and axe knows the
                  list is reached from the field, not by Tab (decision 075). */}
              <Input
                role="combobox"
                aria-expanded="true"
                placeholder={searchPlaceholder}
                className={styles.searchInput}
              />
            </SearchField>
            <ListBox
              items={listed}
              renderEmptyState={() => <div className={listStyles.empty}>{emptyText}</div>}
              className={cx(listStyles.list, styles.list)}
            >
              {countryOption}
            </ListBox>
          </Autocomplete>
        </Popover>
      </Select>
      <RACTextField
        id={inputId}
        aria-labelledby={labelId}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        value={draft}
        onChange={changeNumber}
        onBlur={normalise}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={Boolean(errorMessage)}
        className={styles.numberField}
      >
        <Input placeholder={placeholder} className={styles.input} />
        {description != null && <FieldDescription className={styles.fullRow}>{description}</FieldDescription>}
        <FieldError className={styles.fullRow}>{errorMessage}</FieldError>
      </RACTextField>
    </fieldset>
  );
}

/**
 * A country of the picker, one function for every render: react-aria builds the collection (some 240 countries)
 * again whenever its items or this function change, so a new function made each keystroke in the number render them
 * all again.
 */
function countryOption(option: CountryOption) {
  return (
    <ListBoxItem id={option.code} textValue={`${option.name} ${option.dialCode}`} className={listStyles.item}>
      {({ isSelected }) => (
        <>
          <span className={listStyles.check}>{isSelected && <CheckIcon />}</span>
          <span aria-hidden="true" className={styles.flag}>
            {option.flag}
          </span>
          <span className={styles.optionName}>{option.name}</span>
          <span className={styles.optionDial}>{option.dialCode}</span>
        </>
      )}
    </ListBoxItem>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const PhoneField = memoField(PhoneFieldView, 'PhoneField');
