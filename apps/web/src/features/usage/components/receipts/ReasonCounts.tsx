import { REJECT_REASONS, type RejectedByReason } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/format';

/** A day's refusals by reason, as small labelled counts (nothing when none were refused). */
export function ReasonCounts({ reasons }: { reasons: RejectedByReason }) {
  const { t, i18n } = useTranslation('usage');
  const present = REJECT_REASONS.filter((reason) => (reasons[reason] ?? 0) > 0);
  if (present.length === 0) return <>—</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {present.map((reason) => (
        <Chip
          key={reason}
          size="small"
          variant="outlined"
          color="warning"
          data-reason={reason}
          label={`${t(`receipts.reasons.${reason}`)}: ${formatCount(reasons[reason]!, i18n.language)}`}
        />
      ))}
    </Stack>
  );
}
