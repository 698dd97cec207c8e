import { Permission } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { tariffsPaths as paths } from '../../../lib/paths';
import { usePermission } from '../../../lib/session';
import { ListPage } from '../../../lib/table';
import { AddButton, ConfirmDialog } from '../../../lib/ui';
import { DateDialog } from '../components/DateDialog';
import { ServiceFilter } from '../components/ServiceFilter';
import { useTariffColumns } from '../components/tariff-list-columns';
import { useTariffList } from '../use-tariff-list';

/** TariffList (`/tariff`): tariffs, paged and sorted, filtered by service. */
export default function TariffListPage() {
  const { t } = useTranslation('tariffs');
  const canEdit = usePermission(Permission.tariffEdit);
  const canSimulate = usePermission(Permission.tariffSimulate);
  const list = useTariffList();
  const { serviceId, query, update, tariffs, remove, end, asking, endError, close } = list;
  const columns = useTariffColumns({ canEdit, canSimulate, setAsking: list.setAsking });

  return (
    <ListPage
      title={t('routes.tariffList')}
      actions={
        canEdit && (
          <AddButton to={serviceId ? paths.addFor(serviceId) : paths.add}>{t('add')}</AddButton>
        )
      }
      filters={
        <ServiceFilter
          services={list.services}
          serviceId={serviceId}
          pickService={list.pickService}
        />
      }
      columns={columns}
      result={tariffs}
      query={query}
      update={update}
      rowProps={(tariff) => ({ 'data-tariff-name': tariff.name })}
      empty={t('empty')}
    >
      <ConfirmDialog
        open={asking?.action === 'remove'}
        title={t('removeTitle')}
        text={t('removeText', { name: asking?.tariff.name ?? '' })}
        confirmLabel={t('common.remove')}
        busy={remove.isPending}
        onConfirm={list.confirmRemove}
        onClose={close}
      />
      <DateDialog
        open={asking?.action === 'end'}
        title={t('endTitle')}
        text={t('endText', { name: asking?.tariff.name ?? '' })}
        label={t('endDay')}
        confirmLabel={t('end')}
        busy={end.isPending}
        error={endError}
        onConfirm={list.confirmEnd}
        onClose={close}
      />
    </ListPage>
  );
}
