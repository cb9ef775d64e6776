import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxUploadMb } from '../../../machines/print-file-upload/print-file-rules';
import type { Company, User } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import type { CompanyTab } from '../../lib/search-params';
import { companySearchDebounceMs, useDebounced } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import * as styles from './account-pages.css';
import { companiesQueryOptions } from './companies.queries';
import { CompanyForm } from './company-form';
import { DeferredSelect } from './deferred-select';
import { OrganisationUsers } from './organisation-users';
import { Pager } from './pager';

// The print-files card (drop zone, dialogs, its machine) loads when the media tab opens.
const PrintFilesPanel = lazy(() =>
  import('./print-files-panel').then((module) => ({ default: module.PrintFilesPanel })),
);

/** The tabs (basic; media when a media label exists, disabled until a company is chosen; users for admins). */
export function CompanyAdministration({ user, tab }: { user: User; tab: CompanyTab }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const isSuperAdmin = user.is_super_admin;
  // A super admin picks any company; a member sees their first company and may switch among theirs.
  const [picked, setPicked] = useState<Company | null>(null);
  const [memberChoice, setMemberChoice] = useState(user.organisations[0]?.id);
  const own = useQuery({ ...companiesQueryOptions(api, 1, ''), enabled: !isSuperAdmin });
  const company = isSuperAdmin
    ? picked
    : (own.data?.companies.find((entry) => entry.id === memberChoice) ?? own.data?.companies[0] ?? null);
  const canEdit =
    isSuperAdmin ||
    user.organisations.some((membership) => membership.id === company?.id && membership.level === 'admin');
  const mediaLabel = settings.mediaLabel;
  const shownTab =
    (tab === 'users' && (!canEdit || !company)) || (tab === 'media' && !mediaLabel) ? 'basic' : tab;

  if (!isSuperAdmin && user.organisations.length === 0)
    return <Alert variant="info">{t('company.noCompany')}</Alert>;

  return (
    <>
      {isSuperAdmin && <CompanySearch chosenId={picked?.id} onChoose={setPicked} />}
      {!isSuperAdmin && (own.data?.companies.length ?? 0) > 1 && (
        <DeferredSelect
          label={t('company.chooseCompany')}
          items={(own.data?.companies ?? []).map((entry) => ({ id: entry.id, label: entry.name }))}
          selectedKey={company?.id ?? null}
          onSelectionChange={(key) => setMemberChoice(String(key))}
        />
      )}
      <Tabs
        selectedKey={shownTab}
        onSelectionChange={(key) =>
          void navigate({
            to: '/my-account/company/',
            search: key === 'basic' ? {} : { tab: key as CompanyTab },
          })
        }
        disabledKeys={company ? [] : ['media']}
      >
        <TabList aria-label={t('company.tabs')}>
          <Tab id="basic">{t('company.basic')}</Tab>
          {mediaLabel && <Tab id="media">{mediaLabel}</Tab>}
          {canEdit && company && <Tab id="users">{t('company.users')}</Tab>}
        </TabList>
        <TabPanel id="basic">
          {company ? (
            <CompanyForm
              key={company.id}
              company={company}
              canEdit={canEdit}
              onSaved={(saved) => {
                if (isSuperAdmin) setPicked(saved);
              }}
            />
          ) : isSuperAdmin ? (
            <p className={styles.muted}>{t('company.pickFirst')}</p>
          ) : own.isError ? (
            <Alert variant="danger">{t('company.loadFailed')}</Alert>
          ) : (
            <Skeleton height="24rem" />
          )}
        </TabPanel>
        {mediaLabel && (
          <TabPanel id="media">
            {company && (
              <Suspense fallback={<Skeleton height="16rem" />}>
                <PrintFilesPanel
                  key={company.id}
                  companyId={company.id}
                  title={mediaLabel}
                  canManage={canEdit}
                  maxFileMb={maxUploadMb}
                />
              </Suspense>
            )}
          </TabPanel>
        )}
        {canEdit && company && (
          <TabPanel id="users">
            <OrganisationUsers companyId={company.id} currentUserId={user.id} />
          </TabPanel>
        )}
      </Tabs>
    </>
  );
}

/** The super admin's company search: 300 ms debounce, back to page 1 on a new search, 10 a page. */
function CompanySearch({ chosenId, onChoose }: { chosenId?: string; onChoose: (company: Company) => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search.trim(), companySearchDebounceMs);
  const [searched, setSearched] = useState(debounced);
  if (searched !== debounced) {
    setSearched(debounced);
    setPage(1);
  }
  const companies = useQuery(companiesQueryOptions(api, page, debounced));
  const totalPages = companies.data?.total_pages ?? 0;
  return (
    <section aria-labelledby="company-search-heading" className={styles.form}>
      <h2 id="company-search-heading" className={styles.sectionHeading}>
        {t('company.chooseCompany')}
      </h2>
      <TextField
        type="search"
        label={t('company.search')}
        value={search}
        onChange={setSearch}
        autoComplete="off"
      />
      {companies.isPending ? (
        <Skeleton height="10rem" />
      ) : companies.isError ? (
        <Alert variant="danger">{t('company.loadFailed')}</Alert>
      ) : companies.data.companies.length === 0 ? (
        <p className={styles.muted}>{t('company.noCompanies')}</p>
      ) : (
        <ul className={styles.results} aria-label={t('company.results')}>
          {companies.data.companies.map((entry) => (
            <li key={entry.id} className={styles.result}>
              <span>
                {entry.name} <span className={styles.muted}>{entry.organisation_number}</span>
              </span>
              <Button
                size="sm"
                variant={entry.id === chosenId ? 'primary' : 'secondary'}
                aria-label={t('company.chooseNamed', { name: entry.name })}
                aria-pressed={entry.id === chosenId}
                onPress={() => onChoose(entry)}
              >
                {t('company.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pager page={page} totalPages={totalPages} onPage={setPage} label={t('company.companyPages')} />
      )}
    </section>
  );
}
