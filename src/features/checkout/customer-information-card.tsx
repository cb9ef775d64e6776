// The customer information card of the checkout for business buyers, agents and super admins (decision 020).
// Loaded lazily by the checkout page once a user token exists; consumers get nothing from it.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { isInactiveCompany } from '../../../machines/customer-information/customer-information.machine';
import type { Company, User } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogTrigger, Modal } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { CompanyChooser } from '../account/company-chooser';
import { isAgentOf, mayAdministerCompany } from '../account/company-roles';
import { AddressTab } from './address-tab';
import { ContactPersonChooser } from './contact-person-chooser';
import { useCustomerInformationFlow } from './customer-information.flow';
import * as styles from './customer-information-card.css';

// The company creation form (phone fields, its machine) loads when its dialog opens.
const CompanyCreateForm = lazy(() => import('./company-create-dialog'));

/**
 * Who may type a new address for the order: whoever may edit the company (a super admin, its admin) and its
 * agents, who order on the customers' behalf (decision 020).
 */
const mayEnterNewAddress = (user: User, companyId: string) =>
  mayAdministerCompany(user, companyId) || isAgentOf(user, companyId);
/** Agents (of any company) and super admins create companies from the card (the spec). */
const mayCreateCompany = (user: User) =>
  user.is_super_admin || user.organisations.some((membership) => membership.role === 'agent');

export default function CustomerInformationCard() {
  const user = useUser();
  // The card's texts (namespace 'customer') load with it, not with the shop's first paint.
  const { ready } = useTranslation('customer');
  const shopper = user.data;
  const isBusiness = shopper && (shopper.is_super_admin || shopper.organisations.length > 0);
  return ready && shopper && isBusiness ? <CustomerInformation user={shopper} /> : null;
}

function CustomerInformation({ user }: { user: User }) {
  const { t } = useTranslation('customer');
  const { actor, chooseCompany, companyCreated } = useCustomerInformationFlow({ user });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value as string,
    context: snapshot.context,
    isBusy: snapshot.hasTag('busy'),
    canChoose: snapshot.can({ type: 'customer.chooseBilling', addressId: '' }),
  }));
  const { company, contact } = state.context;
  const mayChooseContact = Boolean(company) && (user.is_super_admin || isAgentOf(user, company?.id));
  const [isCreating, setCreating] = useState(false);
  const created = useCallback(
    (made: Company) => {
      setCreating(false);
      void companyCreated(made);
    },
    [companyCreated],
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
            <ContactPersonChooser
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
