import { Permission } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../lib/session';
import { AddButton, PageHeader, ListState } from '../../../lib/ui';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useRuleGroups } from '../queries';

/** rulesPage: every rule, by group. */
export default function RulesPage() {
  const { t } = useTranslation('access-control');
  const groups = useRuleGroups();
  const canEdit = usePermission(Permission.accessControlEdit);

  return (
    <>
      <PageHeader
        title={t('routes.rulesPage')}
        actions={canEdit && <AddButton to={paths.addRuleGroup}>{t('rules.addGroup')}</AddButton>}
      />
      <ListState query={groups} empty={t('rules.empty')}>
        {(data) => (
          <Stack spacing={2}>
            {data.map((group) => (
              <Paper
                key={group.id}
                variant="outlined"
                component="section"
                aria-labelledby={`group-${group.id}`}
                sx={{ overflow: 'hidden' }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <div>
                    <Typography id={`group-${group.id}`} variant="h6" component="h2">
                      {group.name}{' '}
                      <Typography
                        component="span"
                        color="text.secondary"
                        sx={{ fontFamily: 'monospace' }}
                      >
                        {group.slug}
                      </Typography>
                    </Typography>
                    {group.description && (
                      <Typography color="text.secondary">{group.description}</Typography>
                    )}
                  </div>
                  {canEdit && (
                    <Button
                      component={Link}
                      to={paths.editRuleGroup(group.id)}
                      startIcon={<EditIcon />}
                      aria-label={`${t('common.edit')}: ${group.name}`}
                    >
                      {t('common.edit')}
                    </Button>
                  )}
                </Stack>
                {group.rules.length === 0 ? (
                  <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                    {t('rules.emptyGroup')}
                  </Typography>
                ) : (
                  // The same column widths in every group's card.
                  <Table
                    size="small"
                    aria-labelledby={`group-${group.id}`}
                    sx={{ tableLayout: 'fixed' }}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: { xs: '45%', md: '28%' } }}>
                          {t('fields.slug')}
                        </TableCell>
                        <TableCell sx={{ width: { xs: '55%', md: '32%' } }}>
                          {t('fields.name')}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {t('fields.description')}
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {group.rules.map((rule) => (
                        <TableRow key={rule.id}>
                          <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                            {rule.slug}
                          </TableCell>
                          <TableCell>{rule.name}</TableCell>
                          <TableCell
                            sx={{
                              display: { xs: 'none', md: 'table-cell' },
                              color: 'text.secondary',
                            }}
                          >
                            {rule.description}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </ListState>
    </>
  );
}
