// The customer information card's adapter (docs/decisions/045): the card's machine reads the session's customer
// choice and stores every choice on the session's cart and in the shopper session.
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { customerInformationMachine } from '../../../machines/customer-information/customer-information.machine';
import type { Company, User } from '../../../openapi/types';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { cartTokenOf } from '../../session/cart-session';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { storeSessionCompany } from '../../session/session-company';
import { userQueryKey } from '../../session/user.queries';
import { companiesQueryKey } from '../account/companies.queries';
import { isAgentOf } from '../account/company-roles';
import { endCheckout } from './checkout-session';
import { defaultContact, presetOf, selfOf, sessionBillingOf, sessionCustomerChoice } from './customer-choice';
import { saveCustomerChoice } from './customer-choice-storage';

export interface CustomerInformationFlowOptions {
  /** The signed-in business buyer, agent or super admin the card is for. */
  user: User;
}

/** The customer information machine with the app's effects. */
export function customerInformationFlow(
  environment: FlowEnvironment,
  { user }: CustomerInformationFlowOptions,
) {
  const { api, queryClient, session } = environment;
  return customerInformationMachine.provide({
    actors: {
      // The company the session acts for, as the provider's start and the order read it (issue 30, item 4).
      loadChoice: fromPromise(() => sessionCustomerChoice(environment, user)),
      storeChoice: fromPromise(async ({ input }) => {
        const { company, contact } = input;
        if (!company) return;
        const cart = await storeSessionCompany(
          api,
          await cartTokenOf(session),
          company,
          contact?.name ?? '',
          sessionBillingOf(input),
        );
        // The order is for this company: the session acts for it from now on (prices, orders).
        (await session.ready()).send({ type: 'session.chooseCompany', companyId: company.id });
        queryClient.setQueryData(cartQueryKey, cart);
        saveCustomerChoice({
          userId: user.id,
          companyId: company.id,
          contactId: contact?.id ?? null,
          billingAddressId: input.billingAddressId,
          shippingAddressId: input.shippingAddressId,
          newAddresses: input.newAddresses,
          preset: presetOf(input),
        });
      }),
    },
    actions: {
      // The checkout page starts again when its cached checkout is gone (decision 016).
      forgetCheckout: () => {
        void endCheckout(session);
        queryClient.removeQueries({ queryKey: ['checkout'] });
      },
    },
  });
}

/** The running card, and its commands: a company chosen, a company created in the card's dialog. */
export function useCustomerInformationFlow(options: CustomerInformationFlowOptions) {
  const environment = useFlowEnvironment('customer');
  const actor = useFlowActor(customerInformationFlow(environment, options));
  const { queryClient } = environment;
  const { user } = options;
  const chooseCompany = useCallback(
    (chosen: Company) =>
      actor.send({
        type: 'customer.chooseCompany',
        company: chosen,
        contact: isAgentOf(user, chosen.id) ? selfOf(user) : defaultContact(user),
      }),
    [actor, user],
  );
  const companyCreated = useCallback(
    async (made: Company) => {
      // The agent's new membership and the company lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
      ]);
      actor.send({ type: 'customer.chooseCompany', company: made, contact: defaultContact(user) });
    },
    [actor, queryClient, user],
  );
  return { actor, chooseCompany, companyCreated };
}
