import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { jsonTokens, prettyPayload } from '../format';

const tokenColor = {
  key: 'primary.main',
  string: 'success.main',
  number: 'secondary.main',
  literal: 'warning.main',
} as const;

/** A stored request or response body: JSON re-indented and coloured, copyable. */
export function PayloadView({ title, payload }: { title: string; payload: string }) {
  const { t } = useTranslation('usage');
  const [copied, setCopied] = useState(false);
  const view = prettyPayload(payload);
  const headingId = `payload-${title.replace(/\W+/g, '-')}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(view.text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // the clipboard is not available (insecure origin): the text can still be selected
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography variant="subtitle2" component="h3" id={headingId}>
          {title}
          {view.json && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              JSON
            </Typography>
          )}
        </Typography>
        {view.text && (
          <Tooltip title={copied ? t('detail.copied') : t('detail.copy')}>
            <IconButton
              size="small"
              onClick={() => void copy()}
              aria-label={`${t('detail.copy')}: ${title}`}
            >
              {copied ? <CheckIcon fontSize="small" /> : <CopyIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {view.text ? (
        <Box
          component="pre"
          tabIndex={0}
          data-testid="payload"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 13,
            lineHeight: 1.5,
            maxHeight: 320,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {view.json
            ? jsonTokens(view.text).map((token, i) =>
                token.kind ? (
                  <Box key={i} component="span" sx={{ color: tokenColor[token.kind] }}>
                    {token.text}
                  </Box>
                ) : (
                  token.text
                ),
              )
            : view.text}
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {t('detail.noPayload')}
        </Typography>
      )}
    </Box>
  );
}
