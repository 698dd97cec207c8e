import { useState } from 'react';
import { Permission, type TariffPackage } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { parseId } from '../../lib/paths';
import { usePermission } from '../../lib/session';
import { useUserHeading } from './components/UserHeading';
import { useClosePackage, usePackages, useServiceOption } from './queries';

/**
 * A user's packages page's data: whose and which service's (from the address), the packages,
 * and the dialogs' state (adding, extending, closing one) with the closing itself.
 */
export function usePackagesPage() {
  const { t } = useTranslation('tariffs');
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const packages = usePackages(userId, serviceId);
  const service = useServiceOption(serviceId);
  const heading = useUserHeading(userId);
  const canEdit = usePermission(Permission.tariffEdit);
  const close = useClosePackage(userId ?? 0, serviceId ?? 0);
  const [adding, setAdding] = useState(false);
  const [extending, setExtending] = useState<TariffPackage>();
  const [closing, setClosing] = useState<TariffPackage>();

  const confirmClose = () => {
    if (!closing) return;
    close.mutate(closing.id, {
      onSuccess: (answer) =>
        notify({ type: 'positive', message: answer.message ?? t('packages.closed') }),
      onSettled: () => setClosing(undefined),
    });
  };

  return {
    userId,
    serviceId,
    packages,
    subtitle: [service.data?.name, heading.label].filter(Boolean).join(' · '),
    canEdit,
    close,
    adding,
    setAdding,
    extending,
    setExtending,
    closing,
    setClosing,
    confirmClose,
  };
}
