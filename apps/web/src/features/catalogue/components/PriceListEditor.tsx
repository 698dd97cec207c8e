import type { PriceListTariff } from '@cabinet/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ListState, SectionCard } from '../../../lib/ui';
import { catalogueApi } from '../api';
import { catalogueKeys } from '../queries';

/** The admin's price list: which current tariffs the public sees. */
export function PriceListEditor() {
  const { t, i18n } = useTranslation('catalogue');
  const client = useQueryClient();
  const list = useQuery({ queryKey: catalogueKeys.priceList, queryFn: catalogueApi.priceList });
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      catalogueApi.publish(id, published),
    onSuccess: (data) => {
      client.setQueryData(catalogueKeys.priceList, data);
      void client.invalidateQueries({ queryKey: catalogueKeys.all });
      notify({ type: 'positive', message: t('pricing.saved') });
    },
  });
  const validity = (tariff: PriceListTariff) => {
    const from = formatDay(tariff.validFrom, i18n.language);
    return tariff.validTo
      ? t('pricing.validityTo', { from, to: formatDay(tariff.validTo, i18n.language) })
      : t('pricing.validity', { from });
  };
  return (
    <SectionCard titleGap={0} title={t('pricing.manageTitle')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('pricing.manageIntro')}
      </Typography>
      <ListState query={list} empty={t('pricing.nothingToManage')}>
        {(rows) => (
          <List dense disablePadding>
            {rows.map((tariff) => (
              <ListItem
                key={tariff.id}
                disableGutters
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={tariff.public}
                    disabled={publish.isPending}
                    onChange={(event) =>
                      publish.mutate({ id: tariff.id, published: event.target.checked })
                    }
                    slotProps={{
                      input: {
                        'aria-label': t('pricing.publish', { name: tariff.name }),
                      },
                    }}
                  />
                }
              >
                <ListItemText
                  primary={`${tariff.serviceName}: ${tariff.name}`}
                  secondary={validity(tariff)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
    </SectionCard>
  );
}
