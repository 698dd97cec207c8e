import type { ApiKey } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment, formatMomentDay } from '../../../lib/format';
import { actionsColumn, ChipList, SimpleTable, type Column } from '../../../lib/table';
import { abilityKey } from '../api';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

/** The keys: name and start, owner (to an administrator), abilities, last use, end, state. */
export function KeysTable({
  list,
  isAdmin,
  onRevoke,
}: {
  list: ApiKey[];
  isAdmin: boolean;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t, i18n } = useTranslation('api-keys');
  const lang = i18n.language;
  const lastDay = (key: ApiKey) =>
    key.expiresAt
      ? // The key works through the day before the moment it ends.
        t('until', {
          day: formatMomentDay(new Date(Date.parse(key.expiresAt) - 1).toISOString(), lang),
        })
      : t('forever');

  const columns: (Column<ApiKey> | false)[] = [
    {
      id: 'name',
      label: t('name'),
      render: (key) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {key.name}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
          >
            {key.keyStart}…
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('created')} {formatMoment(key.createdAt, lang)}
          </Typography>
        </>
      ),
    },
    isAdmin && {
      id: 'owner',
      label: t('owner'),
      render: (key) => (
        <>
          <Typography variant="body2">{key.owner.login}</Typography>
          <Typography variant="caption" color="text.secondary">
            {key.owner.name}
          </Typography>
        </>
      ),
    },
    {
      id: 'abilities',
      label: t('abilities'),
      hideBelow: 'md',
      render: (key) => (
        <ChipList
          values={key.abilities}
          labelOf={(ability) => t(`abilityNames.${abilityKey(ability)}`)}
        />
      ),
    },
    {
      id: 'lastUse',
      label: t('lastUse'),
      hideBelow: 'sm',
      render: (key) =>
        key.lastUsedAt
          ? t('usedFrom', {
              time: formatMoment(key.lastUsedAt, lang),
              address: key.lastUsedIp ?? '',
            })
          : t('neverUsed'),
    },
    { id: 'expires', label: t('expires'), hideBelow: 'lg', render: lastDay },
    {
      id: 'status',
      label: t('status'),
      render: (key) => (
        <Chip
          size="small"
          variant={key.status === 'active' ? 'filled' : 'outlined'}
          color={STATUS_COLOR[key.status]}
          label={t(`statuses.${key.status}`)}
        />
      ),
    },
    actionsColumn(
      t('revoke'),
      (key) =>
        key.status !== 'revoked' && (
          <Button
            color="error"
            size="small"
            onClick={() => onRevoke(key)}
            aria-label={t('revokeLabel', { name: key.name })}
          >
            {t('revoke')}
          </Button>
        ),
    ),
  ];

  return (
    <SimpleTable
      label={t('routes.apiKeysPage', { ns: 'common' })}
      columns={columns}
      rows={list}
      rowProps={(key) => ({ 'data-key-id': String(key.id) })}
      hover={false}
    />
  );
}
