import type { ReactNode } from 'react';
import type { Partner } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
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
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <span>
                {t('fields.taxId')} {partner.taxId} · {partner.login}
              </span>
              {partner.blocked && <Chip size="small" color="warning" label={t('state.blocked')} />}
            </Stack>
          )
        }
        actions={actions}
      />
      <PartnerTabs partnerId={partnerId} />
    </>
  );
}
