import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { DiscountCodeError } from '../../../machines/discount-code/discount-code.machine';
import type { Cart } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Disclosure } from '../../ui/disclosure';
import { TextField } from '../../ui/text-field';
import { AppliedVouchers } from './applied-vouchers';
import { useDiscountCodeFlow } from './discount-code.flow';
import * as styles from './voucher-panel.css';

/** The catalogue's English texts: the fallback when a language lacks one (the spec). */
const englishDiscountErrors: Record<DiscountCodeError, string> = {
  MISSING_DISCOUNT_CODE: 'The code does not exist|Check the spelling and try again.',
  CONDITION_DISCOUNT_CODE: 'The code cannot be used|Your cart does not meet the conditions of the code.',
  CONDITION_DISCOUNT_EXTERNAL: 'The code cannot be used|You do not meet the conditions of the code.',
  EXPIRED_DISCOUNT_CODE: 'The code has expired',
  ALREADY_ADDED_DISCOUNT_CODE: 'The code is already added',
  INACTIVE_DISCOUNT_CODE: 'The code is not active',
  BAD_REQUEST: 'The code could not be checked|Try again.',
};

/** The promo-code section: the discount code machine, its field, the active codes and the inline error. */
export function DiscountCodeSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const actor = useDiscountCodeFlow({ onCartReplaced: () => setCode('') });
  const state = useSelector(actor, (snapshot) => ({
    error: snapshot.context.error,
    isApplying: snapshot.matches('applying'),
    isBusy: snapshot.hasTag('busy'),
  }));
  const catalogueError = state.error && state.error !== 'required' ? state.error : null;
  const [title, description] = catalogueError
    ? t(`vouchers.errors.${catalogueError}`, {
        defaultValue: englishDiscountErrors[catalogueError],
        fallbackLng: false,
      }).split('|')
    : [];

  return (
    <Disclosure
      title={t('vouchers.promoTitle')}
      headingLevel={3}
      defaultExpanded={cart.discountCodes.length > 0}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'discountCode.apply', code });
        }}
      >
        <TextField
          label={t('vouchers.codeLabel')}
          value={code}
          onChange={setCode}
          isRequired
          autoComplete="off"
          errorMessage={state.error === 'required' ? t('vouchers.codeRequired') : undefined}
          className={styles.field}
        />
        <Button type="submit" variant="secondary" isPending={state.isApplying} isDisabled={state.isBusy}>
          {t('vouchers.apply')}
        </Button>
      </form>
      {title && <Alert variant="danger" title={title} description={description} />}
      <AppliedVouchers
        label={t('vouchers.applied')}
        codes={cart.discountCodes.map((entry) => entry.code)}
        removeLabel={(code) => t('vouchers.removeCode', { code })}
        isDisabled={state.isBusy}
        onRemove={(code) => actor.send({ type: 'discountCode.remove', code })}
      />
    </Disclosure>
  );
}
