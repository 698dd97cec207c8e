import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReportPerson } from '@cabinet/contract';
import type { ReportSubject } from '../queries';

export const fullName = (user: { name: string; surname: string }) =>
  [user.name, user.surname].filter(Boolean).join(' ');

/** Whose report this is, for a heading's subtitle; nothing for one's own. */
export function SubjectLine({ subject }: { subject?: ReportSubject }) {
  const { t } = useTranslation('usage');
  if (!subject || subject.own) return null;
  const label = subject.group === 'Partner' ? t('subject.partner') : t('subject.user');
  return (
    <span data-testid="report-subject">
      {label}: {fullName(subject) ? `${fullName(subject)} (${subject.login})` : subject.login}
    </span>
  );
}

/**
 * Switches between a partner's summed report and one of its users' (a partner's report includes its
 * users' usage). Shown only when the partner's users can be listed.
 */
export function SubjectPicker({
  userId,
  partnerId,
  members,
  onChange,
}: {
  userId: number;
  partnerId?: number;
  members: ReportPerson[];
  onChange: (userId: number) => void;
}) {
  const { t } = useTranslation('usage');
  if (partnerId === undefined || members.length === 0) return null;
  const known = userId === partnerId || members.some((member) => member.id === userId);
  if (!known) return null;
  return (
    <TextField
      select
      label={t('subject.picker')}
      value={userId}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 260 } }}
      data-testid="subject-picker"
    >
      <MenuItem value={partnerId}>{t('subject.everyone')}</MenuItem>
      {members.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {fullName(member) ? `${fullName(member)} (${member.login})` : member.login}
        </MenuItem>
      ))}
    </TextField>
  );
}
