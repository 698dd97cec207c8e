import { Fragment, useState } from 'react';
import {
  NOTIFICATIONS_CHANGED_EVENT,
  NotificationsChangedEvent,
  type AlertRule,
} from '@cabinet/contract';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertScopeText, conditionText } from '../../../lib/alerts';
import { notify } from '../../../lib/notify';
import { parseId } from '../../../lib/paths';
import { usePrivateEvent } from '../../../lib/private-events';
import { useAuth } from '../../../lib/session';
import {
  ConfirmDialog,
  EmptyPanel,
  PageHeader,
  QueryState,
  RowMenu,
  VisuallyHidden,
} from '../../../lib/ui';
import { useUrlState } from '../../../lib/url-state';
import { alertsApi, alertsKeys } from '../api';
import { RuleDialog } from '../components/RuleDialog';
import { RuleHistory } from '../components/RuleHistory';
import { StateBadge } from '../components/StateBadge';

const ALL = 0;
const scrollIntoView = (row: HTMLElement | null) => row?.scrollIntoView({ block: 'center' });
const COLUMNS = 6;

/**
 * «Оповещения»: usage alert rules, each with its condition in words, its state and history;
 * adding, changing, switching on and off, deleting. Staff choose whose rules they see; a partner
 * sees its own and its users'.
 */
export default function AlertsPage() {
  const { t, i18n } = useTranslation('alerts');
  const lang = i18n.language;
  const user = useAuth((state) => state.user);
  const isAdmin = user?.groups.includes('Admin') ?? false;
  const [params, change] = useUrlState();
  const chosen = isAdmin ? parseId(params.get('partner')) : undefined;
  const ownPartner = isAdmin ? chosen : (user?.id ?? undefined);
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: alertsKeys.rules(chosen),
    queryFn: () => alertsApi.rules(chosen),
  });
  const partners = useQuery({
    queryKey: alertsKeys.partners,
    queryFn: alertsApi.partners,
    enabled: isAdmin,
  });
  const [editing, setEditing] = useState<AlertRule | 'new'>();
  const [removing, setRemoving] = useState<AlertRule>();
  // A notification's «Правило» link names its rule: that rule's history opens, in view.
  const linked = parseId(params.get('rule'));
  const [open, setOpen] = useState<Set<number>>(() => new Set(linked ? [linked] : []));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
  // A rule that fires or clears notifies the user: its state and history are read again.
  usePrivateEvent(NOTIFICATIONS_CHANGED_EVENT, (data) => {
    if (NotificationsChangedEvent.safeParse(data).data?.notification) refresh();
  });

  const toggle = useMutation({
    mutationFn: (rule: AlertRule) => alertsApi.update(rule.id, { enabled: !rule.enabled }),
    onSuccess: (rule) => {
      notify({ type: 'positive', message: t(rule.enabled ? 'switchedOn' : 'switchedOff') });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (rule: AlertRule) => alertsApi.remove(rule.id),
    onSuccess: () => {
      notify({ type: 'positive', message: t('removed') });
      setRemoving(undefined);
      refresh();
    },
  });
  const flip = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('routes.alertsPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('add')}
          </Button>
        }
      />
      {isAdmin && (
        <TextField
          select
          label={t('partner')}
          value={chosen ?? ALL}
          onChange={(event) => {
            const id = Number(event.target.value);
            change({ partner: id === ALL ? null : String(id) });
          }}
          sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
        >
          <MenuItem value={ALL}>{t('allPartners')}</MenuItem>
          {(partners.data ?? []).map((partner) => (
            <MenuItem key={partner.id} value={partner.id}>
              {partner.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <QueryState
        query={rules}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPanel message={t('empty')} />}
      >
        {(list) => (
          <TableContainer component={Paper} variant="outlined">
            <Table
              aria-label={t('routes.alertsPage', { ns: 'common' })}
              sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('condition')}</TableCell>
                  <TableCell>{t('state')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('email')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('enabled')}
                  </TableCell>
                  <TableCell colSpan={2}>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((rule) => {
                  const condition = conditionText(rule.condition, t, lang);
                  const historyId = `alert-history-${rule.id}`;
                  const expanded = open.has(rule.id);
                  return (
                    <Fragment key={rule.id}>
                      <TableRow
                        data-rule-id={rule.id}
                        selected={rule.id === linked}
                        ref={rule.id === linked ? scrollIntoView : undefined}
                        data-state={rule.state}
                        sx={{ '& > td': { borderBottom: expanded ? 'unset' : undefined } }}
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
                            disabled={toggle.isPending}
                            onChange={() => toggle.mutate(rule)}
                            slotProps={{
                              input: { 'aria-label': t('enabledLabel', { condition }) },
                            }}
                          />
                        </TableCell>
                        <TableCell padding="none">
                          <IconButton
                            onClick={() => flip(rule.id)}
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
                              { label: t('edit'), onClick: () => setEditing(rule) },
                              // The switch's column is hidden on a phone: the menu has it there.
                              {
                                label: t(rule.enabled ? 'switchOff' : 'switchOn'),
                                onClick: () => toggle.mutate(rule),
                              },
                              {
                                label: t('remove'),
                                onClick: () => setRemoving(rule),
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
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          partnerId={ownPartner}
          choosePartner={isAdmin}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            notify({ type: 'positive', message: t(editing === 'new' ? 'added' : 'saved') });
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeTitle')}
        text={t('removeText', {
          condition: removing ? conditionText(removing.condition, t, lang) : '',
        })}
        confirmLabel={t('remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(undefined)}
      />
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
