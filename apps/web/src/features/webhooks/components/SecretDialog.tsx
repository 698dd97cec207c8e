import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../../lib/ui';
import type { EndpointWithSecret } from '../api';

/** The signing secret, shown this once (on creation or rotation). */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint?: EndpointWithSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnceDialog
      secret={endpoint?.secret}
      title={t('secretTitle')}
      warning={t('secretWarning')}
      label={`${t('secret')}: ${endpoint?.url ?? ''}`}
      copyLabel={t('copy')}
      hint={t('verifyHint')}
      testId="webhook-secret"
      onClose={onClose}
    />
  );
}
