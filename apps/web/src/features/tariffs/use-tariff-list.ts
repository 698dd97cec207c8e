import { useState } from 'react';
import { TARIFF_SORT_COLUMNS, type Tariff } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { parseId } from '../../lib/paths';
import { toApiQuery, useTableQuery } from '../../lib/table';
import { useEndTariff, useRemoveTariff, useServiceOptions, useTariffs } from './queries';
import { firstProblem } from './first-problem';

export type Asking = { action: 'remove' | 'end'; tariff: Tariff };

/**
 * The tariff list's data: the page asked (by the address: service, order, page), the services to
 * narrow it to, and the dialog asking to remove or end a tariff with its answer.
 */
export function useTariffList() {
  const { t } = useTranslation('tariffs');
  const [params, setParams] = useSearchParams();
  const serviceId = parseId(params.get('serviceId'));
  const { query, update } = useTableQuery(TARIFF_SORT_COLUMNS, { sortBy: 'service' });
  const tariffs = useTariffs({ ...toApiQuery(query), search: undefined, serviceId });
  const services = useServiceOptions();
  const remove = useRemoveTariff();
  const end = useEndTariff();
  const [asking, setAsking] = useState<Asking>();
  const [endError, setEndError] = useState<string>();

  const pickService = (value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('page');
      if (value) next.set('serviceId', value);
      else next.delete('serviceId');
      return next;
    });

  const close = () => {
    setAsking(undefined);
    setEndError(undefined);
  };

  const confirmRemove = () => {
    if (!asking) return;
    remove.mutate(asking.tariff.id, {
      onSuccess: (answer) => notify({ type: 'positive', message: answer.message }),
      onSettled: close,
    });
  };

  const confirmEnd = (validTo: string) => {
    if (!asking) return;
    end.mutate(
      { id: asking.tariff.id, validTo },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message ?? t('tariffs.ended') });
          close();
        },
        onError: (error) => setEndError(firstProblem(error)),
      },
    );
  };

  return {
    serviceId,
    query,
    update,
    tariffs,
    services: services.data,
    remove,
    end,
    asking,
    setAsking,
    endError,
    pickService,
    close,
    confirmRemove,
    confirmEnd,
  };
}
