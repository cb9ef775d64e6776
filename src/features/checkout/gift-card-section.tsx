import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { GiftCardFailure } from '../../../machines/gift-card-apply/gift-card-apply.machine';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Disclosure } from '../../ui/disclosure';
import { TextField } from '../../ui/text-field';
import { AppliedVouchers } from './applied-vouchers';
import { checkoutQueryOptions } from './checkout.queries';
import { useGiftCardApplyFlow } from './gift-card-apply.flow';
import * as styles from './voucher-panel.css';

const translatedMessages: Record<string, string> = {
  'unable to add/update card': 'vouchers.giftCardUnable',
  'requested gift card has insufficient balance': 'vouchers.giftCardInsufficient',
  'no capabilities': 'vouchers.noCapabilities',
};

/** The gift-card section of a started checkout: the gift-card apply machine, its form and the applied cards. */
export function GiftCardSection() {
  const { t } = useTranslation('shop');
  const api = useApi();
  const session = useShopperSession();
  const checkout = useQuery(checkoutQueryOptions(api, session));
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const actor = useGiftCardApplyFlow({
    onCardStored: () => {
      setCode('');
      setPin('');
    },
  });
  const state = useSelector(actor, (snapshot) => ({
    isIncomplete: snapshot.context.isIncomplete,
    failures: snapshot.context.failures,
    cards: snapshot.context.queue.length,
    isApplying: snapshot.matches('applying'),
    isUnavailable: snapshot.matches('unavailable'),
    hasCheckoutEnded: snapshot.matches('checkoutEnded'),
    isBusy: snapshot.hasTag('busy'),
  }));
  const message = (failure: GiftCardFailure) => {
    const key = translatedMessages[failure.message];
    const text = key ? t(key) : failure.message || t('unexpectedError');
    return failure.code ? `${failure.code}: ${text}` : text;
  };
  const applied = checkout.data?.giftCards ?? [];

  return (
    <Disclosure title={t('vouchers.giftCardTitle')} headingLevel={3} defaultExpanded={applied.length > 0}>
      {state.isUnavailable && <Alert variant="danger">{t('unexpectedError')}</Alert>}
      {state.hasCheckoutEnded && <p role="status">{t('vouchers.checkoutEnded')}</p>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'giftCard.apply', code, pin });
        }}
      >
        <TextField
          label={t('vouchers.giftCardCode')}
          value={code}
          onChange={setCode}
          isRequired
          autoComplete="off"
          className={styles.field}
        />
        <TextField
          label={t('vouchers.giftCardPin')}
          value={pin}
          onChange={setPin}
          isRequired
          autoComplete="off"
          inputMode="numeric"
          className={styles.pin}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={state.isApplying}
          isDisabled={state.isBusy || state.isUnavailable || state.hasCheckoutEnded}
        >
          {t('vouchers.applyGiftCard')}
        </Button>
      </form>
      {state.isIncomplete && <Alert variant="danger">{t('vouchers.giftCardRequired')}</Alert>}
      {state.failures.length > 0 && (
        <Alert variant="danger" title={state.cards > 1 ? t('vouchers.giftCardsFailed') : undefined}>
          {state.failures.length === 1 ? (
            message(state.failures[0] as GiftCardFailure)
          ) : (
            <ul className={styles.messages}>
              {state.failures.map((failure) => (
                <li key={`${failure.code}-${failure.message}`}>{message(failure)}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <AppliedVouchers
        label={t('vouchers.appliedGiftCards')}
        codes={applied.map((card) => card.code)}
        removeLabel={(code) => t('vouchers.removeGiftCard', { code })}
        isDisabled={state.isBusy || state.hasCheckoutEnded}
        onRemove={(code) => actor.send({ type: 'giftCard.remove', code })}
      />
    </Disclosure>
  );
}
