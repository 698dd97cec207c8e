import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../lib/ui';
import { RuleGroupForm } from '../components/RuleGroupForm';

/** addGroupPage: a new rule group. */
export default function AddGroupPage() {
  const { t } = useTranslation('access-control');
  return (
    <>
      <PageHeader title={t('routes.addGroupPage')} />
      <RuleGroupForm />
    </>
  );
}
