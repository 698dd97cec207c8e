import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/forms';
import { Markdown } from '../../../lib/markdown';
import type { ServiceForm, ServiceFormValues } from '../schemas';

/** Markdown documentation with a live preview: side by side on a wide screen, tabs on a phone. */
export function DocumentationEditor({
  control,
}: {
  control: Control<ServiceForm, unknown, ServiceFormValues>;
}) {
  const { t } = useTranslation('services');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [tab, setTab] = useState<'text' | 'preview'>('text');
  const text = useWatch({ control, name: 'documentation' }) ?? '';
  const preview = useDeferredValue(text);

  const editor = (
    <FormTextField
      control={control}
      name="documentation"
      label={t('fields.documentation')}
      helperText={t('docsHint')}
      multiline
      minRows={16}
      maxRows={40}
      slotProps={{
        htmlInput: {
          spellCheck: true,
          style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
        },
      }}
    />
  );
  const rendered = (
    <Paper
      variant="outlined"
      sx={{ p: 2, minHeight: 240, maxHeight: 720, overflow: 'auto', bgcolor: 'background.default' }}
      aria-label={t('preview')}
      role="region"
      // It scrolls: a keyboard must be able to reach it (axe: scrollable-region-focusable).
      tabIndex={0}
      data-testid="docs-preview"
    >
      {preview.trim() ? (
        <Markdown>{preview}</Markdown>
      ) : (
        <Typography color="text.secondary">{t('previewEmpty')}</Typography>
      )}
    </Paper>
  );

  if (wide) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        {editor}
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {t('preview')}
          </Typography>
          {rendered}
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: 'text' | 'preview') => setTab(value)}
        sx={{ mb: 2 }}
        aria-label={t('fields.documentation')}
      >
        <Tab value="text" label={t('docsText')} />
        <Tab value="preview" label={t('preview')} />
      </Tabs>
      <Box hidden={tab !== 'text'}>{editor}</Box>
      {tab === 'preview' && rendered}
    </Box>
  );
}
