import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../../lib/ui';
import type { IssuedKey } from '../api';

/** The new key, shown this once, with how a system sends it. */
export function IssuedKeyDialog({ issued, onClose }: { issued?: IssuedKey; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  return (
    <ShownOnceDialog
      secret={issued?.key}
      title={t('issuedTitle')}
      warning={t('issuedWarning')}
      label={`${t('key')}: ${issued?.name ?? ''}`}
      copyLabel={t('copy')}
      hint={t('usage')}
      testId="issued-key"
      onClose={onClose}
    />
  );
}
