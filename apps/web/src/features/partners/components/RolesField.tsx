import { Permission } from '@cabinet/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../lib/forms/shown-error';
import { usePermission } from '../../../lib/session';
import { translateMessage } from '../../../lib/i18n';
import { useRoles } from '../queries';
import type { PartnerUserUpdateForm, PartnerUserUpdateValues } from '../schemas';

interface RoleOption {
  key: string;
  name: string;
  /** Held by the user but not the caller's to give or take. */
  locked?: boolean;
}

/**
 * Roles a staff member would not give a partner's user by mistake: ProviderIntegrator records usage
 * for anybody, so it is offered only to an account that already holds it (the CLI's `grant-role`
 * gives it to the provider's own integrators).
 */
const STAFF_ROLES = new Set(['Admin', 'Partner', 'ProviderIntegrator']);

/** What staff may tick: every role but the staff ones, which show only where already held. */
export function staffRoleOptions(
  all: readonly { key: string; name: string }[],
  current: readonly { key: string }[],
): RoleOption[] {
  return all
    .filter((role) => !STAFF_ROLES.has(role.key) || current.some((c) => c.key === role.key))
    .map((role) => ({ key: role.key, name: role.name }));
}

/**
 * The user's roles as checkboxes. Staff (who may read roles) choose among all roles meant for
 * partners' users; a partner offers the ordinary user role only: the server refuses roles that
 * give more than the caller holds.
 */
export function RolesField({
  control,
  current = [],
}: {
  control: Control<PartnerUserUpdateForm, unknown, PartnerUserUpdateValues>;
  /** The user's roles now (when editing). */
  current?: { key: string; name: string }[];
}) {
  const { t } = useTranslation('partners');
  const canReadRoles = usePermission(Permission.accessControlView);
  const roles = useRoles(canReadRoles);
  const { field, fieldState, formState } = useController({ name: 'roles', control });
  const shown = shownError(fieldState, formState);

  let options: RoleOption[];
  if (canReadRoles) {
    options = staffRoleOptions(roles.data ?? [], current);
  } else {
    options = [{ key: 'client', name: t('users.clientRole') }];
    for (const role of current) {
      if (!options.some((option) => option.key === role.key))
        options.push({ ...role, locked: true });
    }
  }
  const value = field.value ?? [];
  const toggle = (key: string, checked: boolean) => {
    field.onChange(checked ? [...value, key] : value.filter((k) => k !== key));
    field.onBlur();
  };

  return (
    <FormControl component="fieldset" error={Boolean(shown)} className="wide" required>
      <FormLabel component="legend">{t('users.roles')}</FormLabel>
      {canReadRoles && roles.isPending ? (
        <Skeleton width={240} height={40} />
      ) : (
        <FormGroup row>
          {options.map((option, index) => (
            <FormControlLabel
              key={option.key}
              disabled={option.locked}
              label={option.name}
              control={
                <Checkbox
                  checked={value.includes(option.key)}
                  onChange={(event) => toggle(option.key, event.target.checked)}
                  inputRef={index === 0 ? field.ref : undefined}
                  slotProps={{ input: { 'data-role-key': option.key } as object }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <FormHelperText>
        {translateMessage(shown?.message) ??
          (canReadRoles ? t('users.rolesHint') : t('users.rolesPartnerHint'))}
      </FormHelperText>
    </FormControl>
  );
}
