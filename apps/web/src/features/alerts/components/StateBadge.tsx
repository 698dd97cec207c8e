import type { AlertRule } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { alertStateText } from '../../../lib/alerts';
import { formatMoment } from '../../../lib/format';

const COLOR = { ok: 'default', triggered: 'error', resolved: 'success' } as const;

/** A rule's state and since when: «Сработало 26.11.2026, 10:05». */
export function StateBadge({ rule }: { rule: AlertRule }) {
  const { t, i18n } = useTranslation('alerts');
  const since =
    rule.state === 'triggered'
      ? rule.triggeredAt
      : rule.state === 'resolved'
        ? rule.resolvedAt
        : null;
  return (
    <>
      <Chip
        size="small"
        color={COLOR[rule.state]}
        // Outlined: white on the dark theme's red reads at 3.7:1, below WCAG AA.
        variant="outlined"
        label={alertStateText(rule.state, t)}
      />
      {since && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatMoment(since, i18n.language)}
        </Typography>
      )}
    </>
  );
}
