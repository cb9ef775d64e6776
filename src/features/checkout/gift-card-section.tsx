import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type GiftCardFailure,
  giftCardApplyMachine,
} from '../../../machines/gift-card-apply/gift-card-apply.machine';
import type { Cart, Checkout, PaymentProviderName } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { bearer } from '../../session/cart-session';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Disclosure } from '../../ui/disclosure';
import { TextField } from '../../ui/text-field';
import { AppliedVouchers } from './applied-vouchers';
import { checkoutQueryKey, checkoutQueryOptions, klarnaOrderQueryKey } from './checkout.queries';
import { checkoutWidgetKey, type ProviderWidget, syncProviderWidget } from './checkout-session';
import { dropGiftCard, readGiftCards, storeGiftCard } from './gift-card-storage';
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
  const queryClient = useQueryClient();
  const checkout = useQuery(checkoutQueryOptions(api, session));
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  // The server answers the checkout (applied cards, amount to pay): the summary shows it as it is.
  const showCheckout = (answered: Checkout) => {
    queryClient.setQueryData(checkoutQueryKey, answered);
    return answered;
  };
  const actor = useFlowActor(
    giftCardApplyMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => {
          const loaded = await queryClient.fetchQuery({
            ...checkoutQueryOptions(api, session),
            staleTime: 0,
          });
          if (!loaded) throw new ApiError('Checkout not found or expired', 401);
          return { provider: loaded.paymentProvider ?? null, storedCards: readGiftCards() };
        }),
        applyGiftCard: fromPromise(async ({ input }) => {
          const cart = queryClient.getQueryData<Cart | null>(cartQueryKey);
          if (cart && !cart.capabilities?.giftCardProviders.length) throw new Error('no capabilities');
          // Gift card calls need the checkout token: without it nothing is sent and nothing answered (the spec).
          const token = (await session.ready()).getSnapshot().context.checkoutToken;
          if (!token) return null;
          return showCheckout(
            await callData(
              api.shopper.PUT('/shopper-retain24/gift-cards/{giftCardCode}', {
                params: { path: { giftCardCode: input.code } },
                headers: bearer(token),
                body: { pin: input.pin },
              }),
            ),
          );
        }),
        removeGiftCard: fromPromise(async ({ input }) => {
          // Gift card calls need the checkout token: without it nothing is sent and nothing answered (the spec).
          const token = (await session.ready()).getSnapshot().context.checkoutToken;
          if (!token) return null;
          return showCheckout(
            await callData(
              api.shopper.DELETE('/shopper-retain24/gift-cards/{giftCardCode}', {
                params: { path: { giftCardCode: input.code } },
                headers: bearer(token),
              }),
            ),
          );
        }),
        syncProvider: fromPromise<unknown, { provider: PaymentProviderName }>(async ({ input }) => {
          const widget = queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey);
          if (!widget) return null;
          const synced = await syncProviderWidget(api, session, input.provider, widget);
          // The spec: Avarda's sync invalidates the checkout query.
          if (input.provider === 'Avarda') void queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
          // Klarna's order changed: its watched query reads it again, and the page reloads from it.
          if (input.provider === 'KlarnaCheckout')
            await queryClient.invalidateQueries({ queryKey: klarnaOrderQueryKey });
          return synced;
        }),
      },
      actions: {
        storeCard: ({ context }) => {
          const card = context.queue[0];
          if (card) storeGiftCard(card);
          setCode('');
          setPin('');
        },
        dropStoredCard: (_, { code: dropped }) => dropGiftCard(dropped),
        // The provider's page shows what the provider was told: the frame loads it again after the sync.
        reloadProviderPage: ({ event }) => {
          const synced = (event as { output?: ProviderWidget | null }).output;
          if (synced) queryClient.setQueryData<ProviderWidget>(checkoutWidgetKey, synced);
        },
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => ({
    isIncomplete: snapshot.context.isIncomplete,
    failures: snapshot.context.failures,
    cards: snapshot.context.queue.length,
    isApplying: snapshot.matches('applying'),
    isUnavailable: snapshot.matches('unavailable'),
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
          isDisabled={state.isBusy || state.isUnavailable}
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
        isDisabled={state.isBusy}
        onRemove={(code) => actor.send({ type: 'giftCard.remove', code })}
      />
    </Disclosure>
  );
}
