import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { FormSwitch } from '../../../lib/forms/FormSwitch';
import { VERBATIM_INPUT } from '../../../lib/forms/input-kinds';
import { translateMessage } from '../../../lib/i18n';
import { EMPTY_FIELD, type ServiceForm, type ServiceFormValues } from '../schemas';

const TYPES = ['text', 'number', 'date', 'email'] as const;

/** The service's input form: fields with name, type, label, required and pattern, in order. */
export function FormFieldsEditor({ control }: { control: EditorControl }) {
  const { t } = useTranslation('services');
  const { fields, append, remove, move } = useFieldArray({ control, name: 'form' });
  const { errors, isSubmitted } = useFormState({ control, name: 'form' });
  const listError = errors.form?.root?.message ?? errors.form?.message;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" variant="body2">
        {t('formEditor.intro')}
      </Typography>
      {isSubmitted && listError && (
        <Alert severity="error" role="alert">
          {translateMessage(listError)}
        </Alert>
      )}
      {fields.length === 0 && (
        <Box
          sx={{
            p: 2,
            textAlign: 'center',
            color: 'text.secondary',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {t('formEditor.empty')}
        </Box>
      )}
      {fields.map((field, index) => (
        <FieldCard
          key={field.id}
          control={control}
          index={index}
          last={index === fields.length - 1}
          move={move}
          remove={remove}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ...EMPTY_FIELD }, { shouldFocus: true })}
          disabled={fields.length >= 30}
        >
          {t('formEditor.add')}
        </Button>
      </Box>
    </Stack>
  );
}

type EditorControl = Control<ServiceForm, unknown, ServiceFormValues>;

/** One field of the form: its number, its moves, and what it asks. */
function FieldCard({
  control,
  index,
  last,
  move,
  remove,
}: {
  control: EditorControl;
  index: number;
  last: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation('services');
  const number = index + 1;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-form-field={index}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ float: 'left', p: 0 }}>
          {t('formEditor.field', { number })}
        </Typography>
        <FieldMoves number={number} last={last} move={move} remove={remove} />
      </Stack>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1.5fr 1fr' },
        }}
      >
        <FormTextField
          control={control}
          name={`form.${index}.name`}
          label={t('formEditor.name')}
          helperText={t('formEditor.nameHint')}
          required
          size="small"
          slotProps={VERBATIM_INPUT}
        />
        <FormTextField
          control={control}
          name={`form.${index}.label`}
          label={t('formEditor.label')}
          required
          size="small"
        />
        <FormTextField
          control={control}
          name={`form.${index}.type`}
          select
          label={t('formEditor.type')}
          size="small"
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`formEditor.types.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name={`form.${index}.pattern`}
          label={t('formEditor.pattern')}
          helperText={t('formEditor.patternHint')}
          size="small"
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoCapitalize: 'off',
              style: { fontFamily: 'monospace' },
            },
          }}
        />
        <FormSwitch
          control={control}
          name={`form.${index}.required`}
          label={t('formEditor.required')}
          checkbox
        />
      </Box>
    </Paper>
  );
}

/** Up, down and remove for the field numbered `number`. */
function FieldMoves({
  number,
  last,
  move,
  remove,
}: {
  number: number;
  last: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Box sx={{ display: 'flex' }}>
      <Tooltip title={t('formEditor.up')}>
        <span>
          <IconButton
            size="small"
            disabled={number === 1}
            onClick={() => move(number - 1, number - 2)}
            aria-label={t('formEditor.upField', { number })}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('formEditor.down')}>
        <span>
          <IconButton
            size="small"
            disabled={last}
            onClick={() => move(number - 1, number)}
            aria-label={t('formEditor.downField', { number })}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('common.remove')}>
        <IconButton
          size="small"
          onClick={() => remove(number - 1)}
          aria-label={t('formEditor.removeField', { number })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
