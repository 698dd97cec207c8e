import type { BillableOutcomes } from '@cabinet/contract';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The words for a service's billing rule (which of its requests are paid for), from the common
 * texts: the tariffs and the services screens say it the same way.
 */
export function useBillableOutcomesText() {
  const { t } = useTranslation();
  return (rule: BillableOutcomes) => t(`billableOutcomes.${rule}`);
}

/** One line saying which of a service's requests are billed. */
export function BillableOutcomesNote({
  rule,
  variant = 'body2',
}: {
  rule: BillableOutcomes;
  variant?: 'body2' | 'caption';
}) {
  const text = useBillableOutcomesText();
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'flex-start', color: 'text.secondary' }}
      data-testid="billable-outcomes"
      data-rule={rule}
    >
      <ReceiptIcon aria-hidden fontSize="small" sx={{ mt: '1px', fontSize: 16 }} />
      <Typography variant={variant} component="span">
        {text(rule)}
      </Typography>
    </Stack>
  );
}
