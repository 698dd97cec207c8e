import type { ApiKey } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment, formatMomentDay } from '../../../lib/format';
import { VisuallyHidden } from '../../../lib/ui';
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

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('routes.apiKeysPage', { ns: 'common' })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            {isAdmin && <TableCell>{t('owner')}</TableCell>}
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('abilities')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('lastUse')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('expires')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('revoke')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((key) => (
            <TableRow key={key.id} data-key-id={key.id}>
              <TableCell>
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
              </TableCell>
              {isAdmin && (
                <TableCell>
                  <Typography variant="body2">{key.owner.login}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {key.owner.name}
                  </Typography>
                </TableCell>
              )}
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {key.abilities.map((ability) => (
                    <Chip
                      key={ability}
                      size="small"
                      label={t(`abilityNames.${abilityKey(ability)}`)}
                    />
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {key.lastUsedAt
                  ? t('usedFrom', {
                      time: formatMoment(key.lastUsedAt, lang),
                      address: key.lastUsedIp ?? '',
                    })
                  : t('neverUsed')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                {lastDay(key)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={key.status === 'active' ? 'filled' : 'outlined'}
                  color={STATUS_COLOR[key.status]}
                  label={t(`statuses.${key.status}`)}
                />
              </TableCell>
              <TableCell align="right">
                {key.status !== 'revoked' && (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => onRevoke(key)}
                    aria-label={t('revokeLabel', { name: key.name })}
                  >
                    {t('revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
