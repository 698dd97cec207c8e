import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../lib/forms/AccountPicker';
import { DayRangeFilter } from '../../../lib/table';
import type { AuditFilterValues } from '../use-audit-filters';

export const OBJECT_TYPES = [
  'partner',
  'user',
  'role',
  'rule-group',
  'service',
  'tariff',
  'user-service',
  'tariff-package',
  'package-request',
  'api-key',
  'document',
  'month',
] as const;

/** Actor, object and period of the audit log; each change goes into the address. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (changes: Partial<AuditFilterValues>) => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('objectType')}
        value={value.objectType ?? ''}
        onChange={(event) => onChange({ objectType: event.target.value || undefined })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('anyObject')}</MenuItem>
        {OBJECT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`objects.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('objectId')}
        value={value.objectId ?? ''}
        onChange={(event) => onChange({ objectId: event.target.value.trim() || undefined })}
      />
      <AccountPicker
        label={t('actorId')}
        value={value.actorId === undefined ? undefined : Number(value.actorId)}
        onChange={(id) => onChange({ actorId: id === undefined ? undefined : String(id) })}
      />
      <DayRangeFilter
        value={value}
        onChange={onChange}
        labels={{ startDate: t('startDate'), endDate: t('endDate') }}
      />
    </Stack>
  );
}
