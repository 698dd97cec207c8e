import type { ServiceUsageRow } from '@cabinet/contract';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { monthRange, type MonthRef } from '../../../lib/dates';
import { reportsPaths as paths } from '../../../lib/paths';

/** A service's row of the month: links to its days and (when allowed) to its register. */
export function ServiceReportLinks({
  userId,
  row,
  month,
  withRegister,
}: {
  userId: number;
  row: ServiceUsageRow;
  month: MonthRef;
  withRegister: boolean;
}) {
  const { t } = useTranslation('usage');
  return (
    <>
      <Tooltip title={t('routes.reportsPage')}>
        <IconButton
          // on a phone the service's name is the link to its days
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          component={Link}
          to={paths.daily(userId, row.serviceId, month)}
          aria-label={`${t('routes.reportsPage')}: ${row.serviceName}`}
        >
          <CalendarIcon />
        </IconButton>
      </Tooltip>
      {withRegister && (
        <Tooltip title={t('routes.requestRegisterPage')}>
          <IconButton
            component={Link}
            to={paths.register(userId, row.serviceId, monthRange(month))}
            aria-label={`${t('routes.requestRegisterPage')}: ${row.serviceName}`}
          >
            <ListIcon />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
