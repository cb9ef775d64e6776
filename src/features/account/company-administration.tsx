import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { maxUploadMb } from '../../../machines/print-file-upload/print-file-rules';
import type { Company, User } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import type { CompanyTab } from '../../lib/search-params';
import { companySearchDebounceMs } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { settingsQueryOptions } from '../markets/markets.queries';
import * as styles from './account-pages.css';
import { ColleagueInvitations } from './colleague-invitations';
import { companyQueryOptions } from './companies.queries';
import { CompanyChooser } from './company-chooser';
import { CompanyForm } from './company-form';
import { mayAdministerCompany } from './company-roles';
import { OrganisationUsers } from './organisation-users';

// The approvals tab (issue 33: its form, its machine and the shared rules) loads when it opens.
const ApprovalPolicyTab = lazy(() =>
  import('./approval-policy-tab').then((module) => ({ default: module.ApprovalPolicyTab })),
);

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
  // A super admin picks any company; a member starts with their first company and may switch among theirs.
  const [picked, setPicked] = useState<Company | null>(null);
  const firstId = user.organisations[0]?.id;
  const first = useQuery({ ...companyQueryOptions(api, firstId ?? ''), enabled: !isSuperAdmin && !!firstId });
  const company = picked ?? (isSuperAdmin ? null : (first.data ?? null));
  const canEdit = mayAdministerCompany(user, company?.id);
  const mediaLabel = settings.mediaLabel;
  const shownTab =
    (tab === 'users' && (!canEdit || !company)) ||
    (tab === 'media' && !mediaLabel) ||
    (tab === 'approvals' && !company)
      ? 'basic'
      : tab;

  // A user without a company may register one for their account (issue 32), where business signup is offered.
  if (!isSuperAdmin && user.organisations.length === 0)
    return (
      <Alert variant="info">
        {t('company.noCompany')}{' '}
        {settings.organisationSignupEnabled && (
          <Link to="/signup/" search={{ type: 'business' }}>
            {t('companyRegistration.title')}
          </Link>
        )}
      </Alert>
    );

  return (
    <>
      {(isSuperAdmin || user.organisations.length > 1) && (
        <CompanyChooser
          label={t('company.chooseCompany')}
          chosen={company}
          onChoose={setPicked}
          debounceMs={companySearchDebounceMs}
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
          {company && <Tab id="approvals">{t('approvals.tab')}</Tab>}
        </TabList>
        <TabPanel id="basic">
          {company ? (
            <CompanyForm key={company.id} company={company} canEdit={canEdit} onSaved={setPicked} />
          ) : isSuperAdmin ? (
            <p className={styles.muted}>{t('company.pickFirst')}</p>
          ) : first.isError ? (
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
            <ColleagueInvitations companyId={company.id} />
          </TabPanel>
        )}
        {company && (
          <TabPanel id="approvals">
            <Suspense fallback={<Skeleton height="16rem" />}>
              <ApprovalPolicyTab key={company.id} companyId={company.id} />
            </Suspense>
          </TabPanel>
        )}
      </Tabs>
    </>
  );
}
