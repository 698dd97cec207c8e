import { useTranslation } from 'react-i18next';
import { monthInText, type MonthRef } from '../../../lib/dates';
import { QueryState, ViewDialog } from '../../../lib/ui';
import { useStatement } from '../queries';
import { Application1Button } from './Application1Button';
import { StatementView } from './StatementView';

/** A partner's statement of a month, with Application 1's PDF to download; full screen on a phone. */
export function StatementDialog({
  partnerId,
  month,
  open,
  onClose,
}: {
  partnerId: number;
  month: MonthRef;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const statement = useStatement(partnerId, month, open);
  return (
    <ViewDialog
      open={open}
      onClose={onClose}
      title={t('statement.title', { month: monthInText(month, i18n.language) })}
      maxWidth="lg"
      scrolls
      actions={<Application1Button partnerId={partnerId} {...month} />}
      closeVariant="contained"
      testId="statement-dialog"
    >
      <QueryState query={statement}>{(data) => <StatementView statement={data} />}</QueryState>
    </ViewDialog>
  );
}
