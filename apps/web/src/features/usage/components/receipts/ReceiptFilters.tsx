import { REJECT_REASONS } from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../../lib/forms/AccountPicker';
import { DayRangeFilter } from '../../../../lib/table';
import type { ReceiptFilterValues } from '../../use-receipt-filters';

/** Period, reason and (for staff and partners) sender of the receipts; each goes into the address. */
export function ReceiptFilters({
  value,
  onChange,
  bySender,
}: {
  value: ReceiptFilterValues;
  onChange: (changes: Partial<ReceiptFilterValues>) => void;
  /** Whether the caller sees other senders than itself (staff, a partner). */
  bySender: boolean;
}) {
  const { t } = useTranslation('usage');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <DayRangeFilter
        value={value}
        onChange={onChange}
        labels={{ startDate: t('receipts.startDate'), endDate: t('receipts.endDate') }}
      />
      <TextField
        select
        size="small"
        label={t('receipts.reason')}
        value={value.reason ?? ''}
        onChange={(event) =>
          onChange({
            reason: (REJECT_REASONS as readonly string[]).includes(event.target.value)
              ? (event.target.value as ReceiptFilterValues['reason'])
              : undefined,
          })
        }
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'receipts-reason' } }}
      >
        <MenuItem value="">{t('receipts.anyReason')}</MenuItem>
        {REJECT_REASONS.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {t(`receipts.reasons.${reason}`)}
          </MenuItem>
        ))}
      </TextField>
      {bySender && (
        <AccountPicker
          label={t('receipts.sender')}
          value={value.senderId === undefined ? undefined : Number(value.senderId)}
          onChange={(id) => onChange({ senderId: id === undefined ? undefined : String(id) })}
        />
      )}
    </Stack>
  );
}
