import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader, QueryState } from '../../../lib/ui';
import { RuleGroupForm } from '../components/RuleGroupForm';
import { useRuleGroup } from '../queries';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** editRulesPage: a rule group and its rules. */
export default function EditRulesPage() {
  const { t } = useTranslation('access-control');
  const id = parseId(useParams().id);
  const group = useRuleGroup(id);
  return (
    <>
      <PageHeader title={t('rules.editTitle', { name: group.data?.name ?? '' })} />
      {id === undefined ? (
        <Alert severity="warning">{t('accessControl.ruleGroupNotFound')}</Alert>
      ) : (
        <QueryState query={group}>
          {(data) => <RuleGroupForm key={data.id} group={data} />}
        </QueryState>
      )}
    </>
  );
}
