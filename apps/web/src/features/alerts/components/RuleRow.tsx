import type { AlertRule } from '@cabinet/contract';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { alertScopeText, conditionText } from '../../../lib/alerts';
import { RowMenu } from '../../../lib/ui';
import { RuleHistory } from './RuleHistory';
import { StateBadge } from './StateBadge';

/** The rules table's columns: a history row spans them all. */
const COLUMNS = 6;
const scrollIntoView = (row: HTMLElement | null) => row?.scrollIntoView({ block: 'center' });

/** What a rule's row does: open its history, change, switch, remove. */
export interface RuleActions {
  onFlip: (id: number) => void;
  onEdit: (rule: AlertRule) => void;
  onToggle: (rule: AlertRule) => void;
  toggling: boolean;
  onRemove: (rule: AlertRule) => void;
}

/**
 * One rule: its condition in words, state, mail, switch and actions, and under it its history
 * (open on request, or when a notification's link named it: `linked`, brought into view).
 */
export function RuleRow({
  rule,
  expanded,
  linked,
  actions,
}: {
  rule: AlertRule;
  expanded: boolean;
  linked: boolean;
  actions: RuleActions;
}) {
  const { toggling } = actions;
  const onFlip = () => actions.onFlip(rule.id);
  const onEdit = () => actions.onEdit(rule);
  const onToggle = () => actions.onToggle(rule);
  const onRemove = () => actions.onRemove(rule);
  const { t, i18n } = useTranslation('alerts');
  const condition = conditionText(rule.condition, t, i18n.language);
  const historyId = `alert-history-${rule.id}`;
  return (
    <>
      <TableRow
        data-rule-id={rule.id}
        ref={linked ? scrollIntoView : undefined}
        aria-current={linked || undefined}
        data-state={rule.state}
        sx={{
          '& > td': { borderBottom: expanded ? 'unset' : undefined },
          // a mark at the edge, not a fill: the state chip keeps its contrast
          '& > td:first-of-type': linked ? { boxShadow: 'inset 4px 0 0 currentColor' } : {},
        }}
      >
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {condition}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {alertScopeText(rule, t)}
          </Typography>
          {!rule.enabled && (
            // The switch's column is hidden on a phone.
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', sm: 'none' } }}
            >
              {t('off')}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <StateBadge rule={rule} />
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
          {t(rule.email ? 'common.yes' : 'common.no')}
          <UnconfirmedRecipients rule={rule} />
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
          <Switch
            checked={rule.enabled}
            disabled={toggling}
            onChange={onToggle}
            slotProps={{
              input: { 'aria-label': t('enabledLabel', { condition }) },
            }}
          />
        </TableCell>
        <TableCell padding="none">
          <IconButton
            onClick={onFlip}
            aria-expanded={expanded}
            aria-controls={historyId}
            aria-label={t('historyLabel', { condition })}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell padding="none" align="right">
          <RowMenu
            label={t('actionsLabel', { condition })}
            items={[
              { label: t('edit'), onClick: onEdit },
              // The switch's column is hidden on a phone: the menu has it there.
              {
                label: t(rule.enabled ? 'switchOff' : 'switchOn'),
                onClick: onToggle,
              },
              {
                label: t('remove'),
                onClick: onRemove,
                color: 'error.main',
              },
            ]}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell
          colSpan={COLUMNS}
          id={historyId}
          sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}
        >
          <Collapse in={expanded} unmountOnExit>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
              {t('history')}
            </Typography>
            <RuleHistory rule={rule} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** Mail goes only to confirmed addresses: the rule's recipients it skips, named. */
function UnconfirmedRecipients({ rule }: { rule: AlertRule }) {
  const { t } = useTranslation('alerts');
  const logins = (rule.recipients ?? [])
    .filter((recipient) => !recipient.emailConfirmed)
    .map((recipient) => recipient.login);
  if (!rule.email || logins.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {t('unconfirmed', { logins: logins.join(', ') })}
    </Typography>
  );
}
