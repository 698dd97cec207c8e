import { useDeferredValue, useState } from 'react';
import { ReachableUsersResponse, type AccountChoice } from '@cabinet/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../http';

const nameOf = (account: AccountChoice) =>
  [account.login, [account.name, account.surname].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

/**
 * An account to filter by, found by login or name among those the caller may see (the server's
 * scope rule), instead of a raw id. `value` is the chosen id, as the address keeps it.
 */
export function AccountPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const found = useQuery({
    queryKey: ['reachable-users', search],
    queryFn: async () =>
      (
        await http.get('/api/users/reachable', {
          query: search ? { search } : {},
          schema: ReachableUsersResponse,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  const options = found.data ?? [];
  // An id from the address that the first page does not hold is still shown, by its number.
  const chosen =
    value === undefined
      ? null
      : (options.find((account) => account.id === value) ?? {
          id: value,
          login: `#${value}`,
          name: '',
          surname: '',
          group: 'client' as const,
        });
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={options}
      value={chosen}
      filterOptions={(list) => list}
      onChange={(_, account) => onChange(account?.id)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('common.nobodyFound')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
