import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader, QueryState } from '../../../lib/ui';
import { RoleForm } from '../components/RoleForm';
import { useRole, useRuleGroups } from '../queries';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** editRolePage (`edit/:id?/:testParam?`) and addRolePage: without an id it creates a role. */
export default function EditRolePage() {
  const { t } = useTranslation('access-control');
  const id = parseId(useParams().id);
  const role = useRole(id);
  const groups = useRuleGroups();

  return (
    <>
      <PageHeader
        title={id ? t('roles.editTitle', { name: role.data?.name ?? '' }) : t('routes.addRolePage')}
      />
      <QueryState query={groups}>
        {(ruleGroups) =>
          id ? (
            <QueryState query={role}>
              {(data) => <RoleForm key={data.id} role={data} groups={ruleGroups} />}
            </QueryState>
          ) : (
            <RoleForm groups={ruleGroups} />
          )
        }
      </QueryState>
    </>
  );
}
