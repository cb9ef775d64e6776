// The customer information card of the checkout for business buyers, agents and super admins (decision 020).
// Loaded lazily by the checkout page once a user token exists; consumers get nothing from it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type ContactPerson,
  type CustomerChoice,
  customerInformationMachine,
  defaultAddressId,
  isInactiveCompany,
  noNewAddresses,
} from '../../../machines/customer-information/customer-information.machine';
import type { Address, Company, SessionBillingAddress, User } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey, cartQueryOptions } from '../../session/cart.queries';
import { cartTokenOf } from '../../session/cart-session';
import { storeSessionCompany } from '../../session/session-company';
import { useShopperSession } from '../../session/shopper-session';
import { userQueryKey, userQueryOptions } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ComboBox } from '../../ui/combo-box';
import { Dialog, DialogTrigger, Modal } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { companiesQueryKey, companiesQueryOptions } from '../account/companies.queries';
import { CompanyChooser } from '../account/company-chooser';
import { isAgentOf, mayAdministerCompany } from '../account/company-roles';
import { AddressTab, addressLine } from './address-tab';
import { endCheckout, type KnownCustomer } from './checkout-session';
import { readCustomerChoice, saveCustomerChoice } from './customer-choice-storage';
import * as styles from './customer-information-card.css';

// The company creation form (phone fields, its machine) loads when its dialog opens.
const CompanyCreateForm = lazy(() => import('./company-create-dialog'));

/** The contact persons of a company in one call (the endpoint's largest page); the combobox filters them. */
const contactPageSize = 100;

const fullName = (person: { first_name?: string; last_name?: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');
const selfOf = (user: User): ContactPerson => ({
  id: user.id,
  name: fullName(user),
  email: user.email,
  ...(user.phone_number ? { phone: user.phone_number } : {}),
});
/**
 * Who may type a new address for the order: whoever may edit the company (a super admin, its admin) and its
 * agents, who order on the customers' behalf (decision 020).
 */
const mayEnterNewAddress = (user: User, companyId: string) =>
  mayAdministerCompany(user, companyId) || isAgentOf(user, companyId);
/** Agents (of any company) and super admins create companies from the card (the spec). */
const mayCreateCompany = (user: User) =>
  user.is_super_admin || user.organisations.some((membership) => membership.role === 'agent');
/** Who the order is for when a company is chosen: a super admin has nobody by default, others themselves. */
const defaultContact = (user: User) => (user.is_super_admin ? null : selfOf(user));

/** The billing address chosen (a new one typed for this order, else one of the company's). */
function billingOf({ company, newAddresses, billingAddressId }: CustomerChoice) {
  return (
    newAddresses.billing ??
    company?.billing_address.find((address) => address.id === billingAddressId) ??
    null
  );
}

/** The chosen billing address as the session keeps it, so that the provider and the order bill it. */
function sessionBillingOf(choice: CustomerChoice): SessionBillingAddress | undefined {
  const billing = billingOf(choice);
  if (!billing || !choice.company) return undefined;
  return {
    companyName: billing.company_name || choice.company.name,
    street: addressLine(billing),
    postalCode: billing.postal_code,
    city: billing.city,
    country: billing.country,
  };
}

/** What the payment provider is handed: the buyer (the contact person), the shipping and billing address. */
function presetOf(choice: CustomerChoice): KnownCustomer {
  const { company, contact } = choice;
  if (!company) return {};
  const shipping =
    choice.newAddresses.shipping ??
    company.shipping_address.find((address) => address.id === choice.shippingAddressId);
  const billing = billingOf(choice);
  const [firstName = '', ...rest] = (contact?.name ?? '').split(' ');
  return {
    organizationNumber: company.organisation_number,
    companyName: shipping?.company_name || company.name,
    ...(contact ? { firstName, lastName: rest.join(' ') } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phone ? { phone: contact.phone } : {}),
    ...(shipping
      ? { address: addressLine(shipping), postalCode: shipping.postal_code, city: shipping.city }
      : {}),
    ...(shipping && 'co_address' in shipping && shipping.co_address
      ? { coAddress: shipping.co_address }
      : {}),
    ...(billing
      ? {
          billingAddress: addressLine(billing),
          billingPostalCode: billing.postal_code,
          billingCity: billing.city,
          ...(billing.company_name ? { billingCompanyName: billing.company_name } : {}),
        }
      : {}),
  };
}

export default function CustomerInformationCard() {
  const api = useApi();
  const session = useShopperSession();
  const user = useQuery(userQueryOptions(api, session));
  // The card's texts (namespace 'customer') load with it, not with the shop's first paint.
  const { ready } = useTranslation('customer');
  const shopper = user.data;
  const isBusiness = shopper && (shopper.is_super_admin || shopper.organisations.length > 0);
  return ready && shopper && isBusiness ? <CustomerInformation user={shopper} /> : null;
}

function CustomerInformation({ user }: { user: User }) {
  const { t } = useTranslation('customer');
  const api = useApi();
  const session = useShopperSession();
  const queryClient = useQueryClient();
  const actor = useFlowActor(
    customerInformationMachine.provide({
      actors: {
        loadChoice: fromPromise(async (): Promise<CustomerChoice> => {
          const cart = await queryClient.ensureQueryData(cartQueryOptions(api, session));
          const registration = cart?.attributes?.company?.registrationNumber ?? '';
          // A super admin finds the session's company by its number; a member among their own (else the first).
          const page = await queryClient.fetchQuery(
            companiesQueryOptions(api, 1, user.is_super_admin ? registration : ''),
          );
          const company =
            page.companies.find((entry) => registration && entry.organisation_number === registration) ??
            (user.is_super_admin ? null : (page.companies[0] ?? null));
          if (!company)
            return {
              company: null,
              contact: null,
              billingAddressId: null,
              shippingAddressId: null,
              newAddresses: noNewAddresses,
            };
          const saved = readCustomerChoice(user.id);
          const kept = saved?.companyId === company.id ? saved : null;
          const known = (addresses: Address[], id: string | null | undefined) =>
            addresses.some((address) => address.id === id) ? (id as string) : defaultAddressId(addresses);
          const reference = cart?.attributes?.company?.reference;
          return {
            company,
            contact:
              kept?.contactId && reference
                ? {
                    id: kept.contactId,
                    name: reference,
                    ...(kept.preset.email ? { email: kept.preset.email } : {}),
                    ...(kept.preset.phone ? { phone: kept.preset.phone } : {}),
                  }
                : defaultContact(user),
            billingAddressId: known(company.billing_address, kept?.billingAddressId),
            shippingAddressId: known(company.shipping_address, kept?.shippingAddressId),
            newAddresses: kept?.newAddresses ?? noNewAddresses,
          };
        }),
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
    }),
  );
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value as string,
    context: snapshot.context,
    isBusy: snapshot.hasTag('busy'),
    canChoose: snapshot.can({ type: 'customer.chooseBilling', addressId: '' }),
  }));
  const { company, contact } = state.context;
  const chooseCompany = (chosen: Company) =>
    actor.send({
      type: 'customer.chooseCompany',
      company: chosen,
      contact: isAgentOf(user, chosen.id) ? selfOf(user) : defaultContact(user),
    });
  const mayChooseContact = Boolean(company) && (user.is_super_admin || isAgentOf(user, company?.id));
  const [isCreating, setCreating] = useState(false);
  const created = useCallback(
    async (made: Company) => {
      setCreating(false);
      // The agent's new membership and the company lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
      ]);
      actor.send({ type: 'customer.chooseCompany', company: made, contact: defaultContact(user) });
    },
    [actor, queryClient, user],
  );

  return (
    <Card heading={t('customerInfo.title')} className={styles.card} aria-busy={state.isBusy}>
      {state.value === 'loading' && <Skeleton height="12rem" />}
      {state.value === 'loadFailed' && (
        <Alert variant="danger" title={t('customerInfo.loadFailed')}>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'customer.retry' })}>
            {t('customerInfo.retry')}
          </Button>
        </Alert>
      )}
      {state.value === 'failed' && (
        <Alert
          variant="danger"
          title={t('customerInfo.storeFailed', { message: state.context.errorMessage ?? '' })}
        >
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'customer.retry' })}>
            {t('customerInfo.retry')}
          </Button>
        </Alert>
      )}
      {state.value === 'storing' && <p role="status">{t('customerInfo.storing')}</p>}
      {state.value !== 'loading' && state.value !== 'loadFailed' && (
        <>
          {user.is_super_admin && !company && <p className={styles.muted}>{t('customerInfo.pickCompany')}</p>}
          <CompanyChooser
            label={t('customerInfo.company')}
            chosen={company}
            onChoose={chooseCompany}
            // Read-only, not disabled, while a choice is stored (as the contact person below).
            isReadOnly={!state.canChoose}
            disableWithOne={!user.is_super_admin}
          />
          {mayCreateCompany(user) && (
            <DialogTrigger isOpen={isCreating} onOpenChange={setCreating}>
              <Button size="sm" variant="secondary" isDisabled={!state.canChoose}>
                {t('companyCreate.create')}
              </Button>
              <Modal size="lg">
                <Dialog title={t('companyCreate.title')} closeLabel={t('companyCreate.cancel')}>
                  {({ close }) => (
                    <Suspense fallback={<Skeleton height="20rem" />}>
                      <CompanyCreateForm
                        userId={user.id}
                        storeGroup={user.store_group}
                        onCreated={created}
                        onCancel={close}
                      />
                    </Suspense>
                  )}
                </Dialog>
              </Modal>
            </DialogTrigger>
          )}
          {company && isInactiveCompany(company) && (
            <Alert variant="warning">{t('customerInfo.inactive')}</Alert>
          )}
          {company?.credit_check === false && t('customerInfo.notCreditValid', { defaultValue: '' }) && (
            <Alert variant="warning">{t('customerInfo.notCreditValid')}</Alert>
          )}
          {company && mayChooseContact && (
            <ContactPersons
              company={company}
              user={user}
              chosen={contact}
              isDisabled={!state.canChoose}
              onChoose={(chosen) => actor.send({ type: 'customer.chooseContact', contact: chosen })}
            />
          )}
          {company && (
            <Tabs>
              <TabList aria-label={t('customerInfo.addresses')}>
                <Tab id="billing">{t('customerInfo.billing')}</Tab>
                <Tab id="shipping">{t('customerInfo.shipping')}</Tab>
              </TabList>
              {(['billing', 'shipping'] as const).map((kind) => (
                <TabPanel key={kind} id={kind}>
                  <AddressTab
                    kind={kind}
                    label={t(`customerInfo.${kind}`)}
                    addresses={kind === 'billing' ? company.billing_address : company.shipping_address}
                    chosenId={
                      kind === 'billing' ? state.context.billingAddressId : state.context.shippingAddressId
                    }
                    newAddress={state.context.newAddresses[kind]}
                    draft={state.context.drafts[kind]}
                    draftErrors={state.context.draftErrors[kind]}
                    mayEnterNew={mayEnterNewAddress(user, company.id)}
                    isDisabled={!state.canChoose}
                    onChoose={(addressId) =>
                      actor.send(
                        kind === 'billing'
                          ? { type: 'customer.chooseBilling', addressId }
                          : { type: 'customer.chooseShipping', addressId },
                      )
                    }
                    onEdit={(values) => actor.send({ type: 'customer.editAddress', kind, values })}
                    onUse={() => actor.send({ type: 'customer.useNewAddress', kind })}
                  />
                </TabPanel>
              ))}
            </Tabs>
          )}
        </>
      )}
    </Card>
  );
}

/** The contact person: the company's customer-role users plus the agent choosing (the spec). */
function ContactPersons({
  company,
  user,
  chosen,
  isDisabled,
  onChoose,
}: {
  company: Company;
  user: User;
  chosen: ContactPerson | null;
  isDisabled: boolean;
  onChoose: (contact: ContactPerson) => void;
}) {
  const { t } = useTranslation('customer');
  const api = useApi();
  const members = useQuery({
    queryKey: ['organisation-users', company.id, { page: 1, perPage: contactPageSize }],
    queryFn: () =>
      callData(
        api.app.GET('/api/enad/organisation-users/', {
          params: { query: { company_id: company.id, page: 1, per_page: contactPageSize } },
        }),
      ),
    retry: false,
  });
  const customers = (members.data?.items ?? [])
    .filter((member) =>
      member.organisations?.some(
        (membership) => membership.id === company.id && membership.role === 'customer',
      ),
    )
    .map((member) => ({ id: member.id, name: fullName(member), email: member.email }));
  const people = isAgentOf(user, company.id) ? [selfOf(user), ...customers] : customers;
  if (members.isError) return <Alert variant="danger">{t('customerInfo.contactsFailed')}</Alert>;
  return (
    <ComboBox
      label={t('customerInfo.contact')}
      items={people.map((person) => ({ id: person.id, label: person.name }))}
      selectedKey={chosen?.id ?? null}
      // Read-only, not disabled, while the choice is stored: disabling the focused input blurs it, and the
      // blur put back the person chosen before (seen in the model test).
      isReadOnly={isDisabled}
      isDisabled={members.isPending}
      placeholder={t('customerInfo.contactPlaceholder')}
      onSelectionChange={(key) => {
        const picked = people.find((person) => person.id === key);
        if (picked && picked.id !== chosen?.id) onChoose(picked);
      }}
    />
  );
}
