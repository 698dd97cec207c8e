import type { Tariff } from '@cabinet/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tariffsPaths as paths } from '../../../lib/paths';
import { RowMenu, type RowMenuItem } from '../../../lib/ui';

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
        <Tooltip title={t('simulator.open')}>
          <IconButton
            component={Link}
            to={paths.simulate(tariff.id)}
            aria-label={`${t('simulator.open')}: ${tariff.name}`}
          >
            <CalculateIcon />
          </IconButton>
        </Tooltip>
      )}
      {props.canEdit && (
        <>
          <Tooltip title={t('common.edit')}>
            <IconButton
              component={Link}
              to={paths.edit(tariff.id)}
              aria-label={`${t('common.edit')}: ${tariff.name}`}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <RowMenu label={`${t('common.more')}: ${tariff.name}`} items={props.menu} />
        </>
      )}
    </Box>
  );
}
