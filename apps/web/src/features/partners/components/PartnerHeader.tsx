import type { ReactNode } from 'react';
import type { Partner } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { SubtitleRow } from '../../../lib/ui/SubtitleRow';
import { PageHeader } from '../../../lib/ui';
import { PartnerTabs } from '../../../lib/partners';

/** The heading of a partner's pages: company, BIN and login, state, actions, then the tabs. */
export function PartnerHeader({
  partnerId,
  partner,
  fallbackTitle,
  actions,
}: {
  partnerId: number;
  partner?: Partner;
  fallbackTitle: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('partners');
  return (
    <>
      <PageHeader
        title={partner?.companyName || fallbackTitle}
        subtitle={
          partner && (
            <SubtitleRow>
              <span>
                {t('fields.taxId')} {partner.taxId} · {partner.login}
              </span>
              {partner.blocked && <Chip size="small" color="warning" label={t('state.blocked')} />}
            </SubtitleRow>
          )
        }
        actions={actions}
      />
      <PartnerTabs partnerId={partnerId} />
    </>
  );
}
