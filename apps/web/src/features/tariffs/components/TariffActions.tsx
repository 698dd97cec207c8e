import type { Tariff } from '@cabinet/contract';
import Box from '@mui/material/Box';
import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import { useTranslation } from 'react-i18next';
import { tariffsPaths as paths } from '../../../lib/paths';
import { EditLink, IconLink, RowMenu, type RowMenuItem } from '../../../lib/ui';

/** A tariff row's actions: the simulator, editing and the row's menu, as the caller may. */
export function TariffActions(props: {
  tariff: Tariff;
  canEdit: boolean;
  canSimulate: boolean;
  menu: RowMenuItem[];
}) {
  const { t } = useTranslation('tariffs');
  const { tariff } = props;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {props.canSimulate && (
        <IconLink
          to={paths.simulate(tariff.id)}
          label={t('simulator.open')}
          what={tariff.name}
          icon={<CalculateIcon />}
        />
      )}
      {props.canEdit && (
        <>
          <EditLink to={paths.edit(tariff.id)} what={tariff.name} />
          <RowMenu label={`${t('common.more')}: ${tariff.name}`} items={props.menu} />
        </>
      )}
    </Box>
  );
}
