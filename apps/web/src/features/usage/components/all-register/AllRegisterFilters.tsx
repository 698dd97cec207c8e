import type { RegisterOutcome } from '@cabinet/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DayField, INVALID_DAY } from '../../../../lib/forms/DayField';
import { OutcomeToggle } from '../../../../lib/register/OutcomeToggle';
import { SearchField } from '../../../../lib/table';
import type { AllRegisterField } from '../../use-all-register';

export interface AllRegisterFiltersProps {
  filters: { startDate: string; endDate: string; serviceId: string; status?: RegisterOutcome };
  services: { id: number; name: string }[];
  search: string;
  onSearch: (search: string) => void;
  setParam: (key: string, value: string) => void;
  setStatus: (next: RegisterOutcome | undefined) => void;
  fieldError: (field: AllRegisterField) => string | undefined;
}

/** The period, the service, the search and the outcome the all-users register is narrowed to. */
export function AllRegisterFilters({
  filters,
  services,
  search,
  onSearch,
  setParam,
  setStatus,
  fieldError,
}: AllRegisterFiltersProps) {
  const { t } = useTranslation('usage');
  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {(['startDate', 'endDate'] as const).map((key) => (
          <DayField
            key={key}
            label={t(key === 'startDate' ? 'allRegister.from' : 'allRegister.to')}
            value={filters[key]}
            onChange={(day) => {
              if (day !== INVALID_DAY) setParam(key, day);
            }}
            error={Boolean(fieldError(key))}
            helperText={fieldError(key)}
          />
        ))}
        <TextField
          select
          label={t('allRegister.service')}
          value={filters.serviceId}
          onChange={(event) => setParam('serviceId', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('allRegister.allServices')}</MenuItem>
          {services.map((service) => (
            <MenuItem key={service.id} value={String(service.id)}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
        <SearchField value={search} onChange={onSearch} label={t('allRegister.search')} />
      </Stack>
      <Box sx={{ mt: -1, mb: 2 }}>
        <OutcomeToggle value={filters.status} onChange={setStatus} />
      </Box>
    </>
  );
}
