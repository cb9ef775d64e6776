// The contact person of the checkout's customer card (agents and super admins): the company's customer-role
// users, searched on the server and loaded ten at a time as the list scrolls, plus the agent choosing (the spec).
// The person chosen carries their mobile number, which the payment provider is handed (issue 32, item 10).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactPerson } from '../../../machines/customer-information/customer-information.machine';
import type { Company, User } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { searchDebounceMs, useDebounced } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SearchComboBox } from '../../ui/combo-box';
import { isAgentOf } from '../account/company-roles';
import { contactPersonPagesQueryOptions } from './checkout.queries';
import { contactPersonOf, selfOf } from './customer-choice';
import * as styles from './customer-information-card.css';

/** Whether the typed search finds the person (as the server matches: name, full name or e-mail). */
const matches = (person: ContactPerson, search: string) =>
  !search ||
  [person.name, person.email ?? ''].some((text) => text.toLowerCase().includes(search.toLowerCase()));

export function ContactPersonChooser({
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
  const chosenName = chosen?.name ?? '';
  // The input shows the chosen person's name; only what the user types searches (a chosen name lists all).
  const [text, setText] = useState(chosenName);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(`${company.id}:${chosen?.id}:${chosenName}`);
  if (shown !== `${company.id}:${chosen?.id}:${chosenName}`) {
    setShown(`${company.id}:${chosen?.id}:${chosenName}`);
    setText(chosenName);
    setTyped('');
  }
  const search = useDebounced(typed.trim(), searchDebounceMs);
  const pages = useInfiniteQuery(contactPersonPagesQueryOptions(api, company.id, search));
  const customers = pages.data?.pages.flatMap((page) => page.items.map(contactPersonOf)) ?? [];
  const self = selfOf(user);
  // The agent orders for the company's customers or themself; the server lists only its customers. The list
  // follows the typed text at once: the previous search's people stay only while they match it.
  const found = [
    ...(isAgentOf(user, company.id) ? [self] : []),
    ...customers.filter((person) => person.id !== self.id),
  ].filter((person) => matches(person, typed.trim()));
  // The chosen person heads the list when the text does not find them: react-aria reads the chosen option's name
  // when the list closes without a choice (Escape; without it the list opened again), and the list opens on the
  // chosen option, so the arrow keys go down to what the text found.
  const people = chosen && !found.some((person) => person.id === chosen.id) ? [chosen, ...found] : found;
  const searching = typed.trim() !== search || (pages.isFetching && !pages.isFetchingNextPage);
  const listStatus = pages.isError
    ? t('customerInfo.contactsFailed')
    : pages.isPending || searching
      ? t('customerInfo.contactsLoading')
      : t('customerInfo.noContacts');
  const reset = () => {
    setText(chosenName);
    setTyped('');
  };
  return (
    <>
      <SearchComboBox
        label={t('customerInfo.contact')}
        placeholder={t('customerInfo.contactPlaceholder')}
        items={people.map((person) => ({ id: person.id, label: person.name, detail: person.email }))}
        selectedKey={chosen?.id ?? null}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setTyped(value);
        }}
        onSelectionChange={(key) => {
          const picked = people.find((person) => person.id === key);
          if (!picked || picked.id === chosen?.id) return reset();
          setText(picked.name);
          setTyped('');
          onChoose(picked);
        }}
        // Read-only, not disabled, while the choice is stored: disabling the focused input blurs it, and the
        // blur put back the person chosen before (seen in the model test).
        isReadOnly={isDisabled}
        // The list shows the chosen person even when the text finds nobody: the field says so then.
        description={typed.trim() && found.length === 0 ? listStatus : undefined}
        emptyState={<p className={styles.listMessage}>{listStatus}</p>}
        onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
        isLoadingMore={pages.isFetchingNextPage}
        loadingMoreLabel={t('customerInfo.contactsLoadingMore')}
      />
      {pages.isError && (
        <Alert variant="danger" title={t('customerInfo.contactsFailed')}>
          <Button size="sm" variant="secondary" onPress={() => void pages.refetch()}>
            {t('customerInfo.retry')}
          </Button>
        </Alert>
      )}
    </>
  );
}
