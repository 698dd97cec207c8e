import type { AlertRule } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertStateText, alertValueText } from '../../../lib/alerts';
import { formatMoment } from '../../../lib/format';
import { ListState } from '../../../lib/ui';
import { alertsApi } from '../api';
import { alertsKeys } from '../queries';

/** A rule's changes of state, newest first: when it fired or cleared, the value seen, the period. */
export function RuleHistory({ rule }: { rule: AlertRule }) {
  const { t, i18n } = useTranslation('alerts');
  const lang = i18n.language;
  const events = useQuery({
    queryKey: alertsKeys.events(rule.id),
    queryFn: () => alertsApi.events(rule.id),
  });
  return (
    <ListState query={events} empty={t('noHistory')}>
      {(list) => (
        <List dense disablePadding aria-label={t('historyOf', { id: rule.id })}>
          {list.map((event) => (
            <ListItem
              key={event.id}
              disableGutters
              data-event-id={event.id}
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <Chip
                size="small"
                variant="outlined"
                color={event.state === 'triggered' ? 'error' : 'success'}
                label={alertStateText(event.state, t)}
              />
              <Typography variant="body2">{formatMoment(event.at, lang)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('seenValue', { value: alertValueText(rule.condition, event.value, t, lang) })}
                {' · '}
                {t('period', { period: event.period })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </ListState>
  );
}
