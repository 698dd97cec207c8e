import type { UserService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tariffsPaths as paths } from '../../../lib/paths';
import { RowMenu, type RowMenuItem } from '../../../lib/ui';

interface AssignmentActionsProps {
  userId: number;
  row: UserService;
  canEdit: boolean;
  canSeePackages: boolean;
  onSwitch: (row: UserService) => void;
  onEnd: (row: UserService) => void;
}

/** A current assignment's actions: its packages (a button on wider screens), switch, end. */
export function AssignmentActions({
  userId,
  row,
  canEdit,
  canSeePackages,
  onSwitch,
  onEnd,
}: AssignmentActionsProps) {
  const { t } = useTranslation('tariffs');
  const items: RowMenuItem[] = [
    ...(canSeePackages
      ? [
          {
            label: t('packagesLink'),
            to: paths.packages(userId, row.serviceId),
            icon: <Inventory2Icon fontSize="small" />,
          },
        ]
      : []),
    ...(canEdit
      ? [
          {
            label: t('assign.switch'),
            icon: <SwapHorizIcon fontSize="small" />,
            onClick: () => onSwitch(row),
          },
          {
            label: t('assign.end'),
            icon: <EventBusyIcon fontSize="small" />,
            onClick: () => onEnd(row),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
      {canSeePackages && (
        <Button
          size="small"
          component={Link}
          to={paths.packages(userId, row.serviceId)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          aria-label={`${t('packagesLink')}: ${row.serviceName}`}
        >
          {t('packagesShort')}
        </Button>
      )}
      <RowMenu label={`${t('common.more')}: ${row.serviceName}`} items={items} />
    </Box>
  );
}
