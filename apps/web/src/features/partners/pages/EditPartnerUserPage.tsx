import type { PartnerUserUpdate, UserSummary } from '@cabinet/contract';
import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../lib/session';
import { useZodForm } from '../../../lib/forms';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';
import { EditorForm } from '../../../lib/forms/EditorForm';
import { FormSwitch } from '../../../lib/forms/FormSwitch';
import { PageHeader, QueryState } from '../../../lib/ui';
import { UserFields } from '../components/UserFields';
import { fullName } from '../format';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartnerUser } from '../../../lib/partners';
import { useUpdatePartnerUser } from '../queries';
import {
  PartnerUserUpdateForm,
  USER_UPDATE_FIELDS,
  type PartnerUserUpdateValues,
} from '../schemas';
import { useFormDraft } from '../../../lib/forms/form-draft';

function EditUserForm({ user }: { user: UserSummary }) {
  const { t } = useTranslation('partners');
  const me = useAuth((s) => s.user?.id);
  const update = useUpdatePartnerUser();
  const form = useZodForm(PartnerUserUpdateForm, {
    login: user.login,
    email: user.email,
    name: user.name,
    surname: user.surname,
    description: user.description,
    group: user.group === 'Integrator' ? 'Integrator' : 'client',
    roles: user.roles.map((role) => role.key),
    blocked: user.blocked,
  });
  const { control, formState } = form;
  const draft = useFormDraft(form, `partner-user:${user.id}`);
  const back = user.parentId ? paths.users(user.parentId) : paths.partners;
  const movable = user.group === 'client' || user.group === 'Integrator';

  // Only what changed among group, roles and block: a partner may not re-send roles it cannot give.
  const changes = (values: PartnerUserUpdateValues): PartnerUserUpdate => {
    const dirty = formState.dirtyFields;
    return {
      login: values.login,
      email: values.email,
      name: values.name,
      surname: values.surname,
      description: values.description,
      ...(dirty.group && movable ? { group: values.group } : {}),
      ...(dirty.roles ? { roles: values.roles } : {}),
      ...(dirty.blocked ? { blocked: values.blocked } : {}),
    };
  };
  const submit = useSaveAndLeave(
    form,
    USER_UPDATE_FIELDS,
    (values) => update.mutateAsync({ id: user.id, body: changes(values) }),
    { saved: t('users.saved'), leaveTo: back, draft },
  );

  return (
    <EditorForm label={t('routes.editUserPartner')} submit={submit} cancelTo={back}>
      <UserFields
        control={control}
        currentRoles={user.roles}
        extra={
          user.id !== me && (
            <FormSwitch
              control={control}
              name="blocked"
              label={t('users.blockedSwitch')}
              helperText={t('users.blockedHint')}
              className="wide"
            />
          )
        }
      />
    </EditorForm>
  );
}

/** editUserPartner (`/admin/users/{id}/edit`). */
export default function EditPartnerUserPage() {
  const { t } = useTranslation('partners');
  const id = parseId(useParams().id);
  const user = usePartnerUser(id);
  const data = user.data;
  return (
    <>
      <PageHeader
        title={t('routes.editUserPartner')}
        subtitle={data && [data.login, fullName(data)].filter(Boolean).join(' · ')}
        actions={
          id && (
            <Button component={Link} to={paths.changePassword(id)} startIcon={<KeyIcon />}>
              {t('routes.changePasswordUserPage')}
            </Button>
          )
        }
      />
      <QueryState query={user}>
        {(loaded) => <EditUserForm key={loaded.id} user={loaded} />}
      </QueryState>
    </>
  );
}
