import type { ReactNode } from 'react';
import { Permission, type PARTNER_SORT_COLUMNS, type Partner } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import { useTranslation } from 'react-i18next';
import { type PartnerSection, usePartnerLinks } from '../../../lib/partners';
import { useAuth } from '../../../lib/session';
import { formatDay } from '../../../lib/format';
import { actionsColumn, addressColumn, type Column } from '../../../lib/table';
import { EditLink, RouterLink, RowMenu, type RowMenuItem } from '../../../lib/ui';
import { partnersPaths as paths } from '../../../lib/paths';

type SortKey = (typeof PARTNER_SORT_COLUMNS)[number];

/** The icons of a row's menu: the partner's screens but its card (the row's own edit link). */
const MENU_ICONS: Partial<Record<PartnerSection, ReactNode>> = {
  users: <GroupIcon fontSize="small" />,
  services: <WidgetsIcon fontSize="small" />,
  reports: <InsightsIcon fontSize="small" />,
  documents: <DescriptionIcon fontSize="small" />,
};
const P = Permission;

/** The partners' columns: company, BIN, e-mail, contract, users, and each row's links. */
export function usePartnerColumns(): Column<Partner, SortKey>[] {
  const { t, i18n } = useTranslation('partners');
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const can = (permission: string) => permissions.includes(permission);

  const partnerLinks = usePartnerLinks();
  const links = (partner: Partner): RowMenuItem[] =>
    partnerLinks(partner.id)
      .filter((link) => link.section !== 'card')
      .map(({ section, label, to }) => ({ label, to, icon: MENU_ICONS[section] }));

  return [
    {
      id: 'company',
      label: t('fields.companyName'),
      sortKey: 'companyName',
      render: (partner) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {can(P.usersView) ? (
              <RouterLink to={paths.users(partner.id)} sx={{ fontWeight: 500 }}>
                {partner.companyName}
              </RouterLink>
            ) : (
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {partner.companyName}
              </Typography>
            )}
            {partner.blocked && <Chip size="small" color="warning" label={t('state.blocked')} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[partner.city, partner.login].filter(Boolean).join(' · ')}
            <Box component="span" sx={{ display: { md: 'none' } }}>
              {' · '}
              {t('fields.taxId')} {partner.taxId}
            </Box>
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'taxId',
      label: t('fields.taxId'),
      sortKey: 'taxId',
      hideBelow: 'md',
      render: (partner) => partner.taxId,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    addressColumn({
      id: 'email',
      label: t('auth.fields.email'),
      sortKey: 'email',
      hideBelow: 'lg',
      render: (partner) => partner.email,
    }),
    {
      id: 'contract',
      label: t('fields.contract'),
      sortKey: 'contractDate',
      hideBelow: 'md',
      render: (partner) =>
        partner.contractNumber || partner.contractDate ? (
          <Stack spacing={0.25}>
            <span>{partner.contractNumber}</span>
            <Typography variant="body2" color="text.secondary">
              {formatDay(partner.contractDate, i18n.language)}
            </Typography>
          </Stack>
        ) : (
          '—'
        ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'users',
      label: t('fields.usersCount'),
      align: 'right',
      hideBelow: 'sm',
      render: (partner) => partner.usersCount,
    },
    actionsColumn(t('common.actions'), (partner) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
        {can(P.partnersEdit) && (
          <EditLink to={paths.editPartner(partner.id)} what={partner.companyName} />
        )}
        <RowMenu label={`${t('common.more')}: ${partner.companyName}`} items={links(partner)} />
      </Box>
    )),
  ];
}
