import { useState } from 'react';
import { Permission, type UserService } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { parseId } from '../../lib/paths';
import { usePermission } from '../../lib/session';
import { useUserHeading } from './components/UserHeading';
import { useAssignments, useEndAssignment } from './queries';
import { firstProblem } from './first-problem';

/**
 * A user's services page's data: whose (from the address), the assignments, and the dialogs'
 * state (assigning or switching a service, ending one) with the ending itself.
 */
export function useUserServicesPage() {
  const { t } = useTranslation('tariffs');
  const userId = parseId(useParams().id);
  const heading = useUserHeading(userId);
  const assignments = useAssignments(userId);
  const canEdit = usePermission(Permission.tariffEdit);
  const canSeePackages = usePermission(Permission.tariffView);
  const end = useEndAssignment(userId ?? 0);
  const [assigning, setAssigning] = useState<{ serviceId?: number }>();
  const [ending, setEnding] = useState<UserService>();
  const [endError, setEndError] = useState<string>();

  const startEnding = (row: UserService) => {
    setEndError(undefined);
    setEnding(row);
  };

  const confirmEnd = (from: string) => {
    if (!ending) return;
    end.mutate(
      { serviceId: ending.serviceId, from },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message ?? t('tariffs.assignmentEnded') });
          setEnding(undefined);
        },
        onError: (error) => setEndError(firstProblem(error)),
      },
    );
  };

  return {
    t,
    userId,
    heading,
    assignments,
    canEdit,
    canSeePackages,
    assigning,
    setAssigning,
    ending,
    setEnding,
    endBusy: end.isPending,
    endError,
    startEnding,
    confirmEnd,
  };
}
