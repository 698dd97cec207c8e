import type { RuleGroup } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface RulePickerProps {
  groups: RuleGroup[];
  value: string[];
  onChange: (slugs: string[]) => void;
  disabled?: boolean;
}

/** The rules of a role, chosen group by group; a group's box selects all of its rules. */
export function RulePicker({ groups, value, onChange, disabled }: RulePickerProps) {
  const { t } = useTranslation('access-control');
  const chosen = new Set(value);
  const set = (slugs: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const slug of slugs) {
      if (on) next.add(slug);
      else next.delete(slug);
    }
    onChange([...next]);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {groups.map((group) => {
        const slugs = group.rules.map((rule) => rule.slug);
        const count = slugs.filter((slug) => chosen.has(slug)).length;
        return (
          <Paper
            key={group.id}
            variant="outlined"
            component="fieldset"
            sx={{ m: 0, p: 2, minWidth: 0 }}
            data-rule-group={group.slug}
          >
            <Box component="legend" sx={{ px: 0.5 }}>
              <FormControlLabel
                label={
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {group.name}
                  </Typography>
                }
                control={
                  <Checkbox
                    checked={slugs.length > 0 && count === slugs.length}
                    indeterminate={count > 0 && count < slugs.length}
                    onChange={(event) => set(slugs, event.target.checked)}
                    disabled={disabled || slugs.length === 0}
                    slotProps={{
                      input: {
                        'aria-label': t('rulePicker.all', { group: group.name }),
                      },
                    }}
                  />
                }
              />
            </Box>
            {slugs.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('rules.emptyGroup')}
              </Typography>
            ) : (
              <FormGroup sx={{ pl: 3 }}>
                {group.rules.map((rule) => (
                  <FormControlLabel
                    key={rule.id}
                    control={
                      <Checkbox
                        checked={chosen.has(rule.slug)}
                        onChange={(event) => set([rule.slug], event.target.checked)}
                        disabled={disabled}
                        size="small"
                      />
                    }
                    label={
                      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                        <span>{rule.name}</span>
                        <Typography
                          component="span"
                          variant="caption"
                          color="text.secondary"
                          sx={{ fontFamily: 'monospace' }}
                        >
                          {rule.slug}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </FormGroup>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
