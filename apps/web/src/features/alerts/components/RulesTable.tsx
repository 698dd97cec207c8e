import type { AlertRule } from '@cabinet/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../lib/ui';
import { RuleRow, type RuleActions } from './RuleRow';

/** The rules, each with its history under it (`open`); `linked` is the one a link named. */
export function RulesTable({
  rules,
  open,
  linked,
  ...actions
}: {
  rules: AlertRule[];
  open: ReadonlySet<number>;
  linked: number | undefined;
} & RuleActions) {
  const { t } = useTranslation('alerts');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        aria-label={t('routes.alertsPage', { ns: 'common' })}
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('condition')}</TableCell>
            <TableCell>{t('state')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('email')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('enabled')}</TableCell>
            <TableCell colSpan={2}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              expanded={open.has(rule.id)}
              linked={rule.id === linked}
              actions={actions}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
