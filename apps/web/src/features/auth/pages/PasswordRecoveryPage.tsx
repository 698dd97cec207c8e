import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { RouterLink } from '../../../lib/ui/RouterLink';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { RecoveryLinkForm } from '../components/RecoveryLinkForm';

/** Without `?token=` asks for a recovery link; with the token from the mail sets a new password. */
export default function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={t(token ? 'recoveryPage.newPasswordTitle' : 'recoveryPage.title')}
      subtitle={t(token ? 'recoveryPage.newPasswordSubtitle' : 'recoveryPage.subtitle')}
      footer={<RouterLink to="/login">{t('recoveryPage.backToLogin')}</RouterLink>}
    >
      {token ? <NewPasswordForm token={token} /> : <RecoveryLinkForm />}
    </AuthCard>
  );
}
