import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

interface PageJumpProps {
  page: number;
  lastPage: number;
  onJump: (page: number) => void;
}

/**
 * Straight to a page of a long list (a register holds thousands): a page number, taken on Enter
 * or when the field is left, kept within the pages there are.
 */
export function PageJump({ page, lastPage, onJump }: PageJumpProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const jump = () => {
    const wanted = Number.parseInt(text, 10);
    setText('');
    if (!Number.isFinite(wanted)) return;
    const next = Math.min(Math.max(wanted, 1), lastPage);
    if (next !== page) onJump(next);
  };
  return (
    <TextField
      size="small"
      type="number"
      label={t('table.jumpTo')}
      placeholder={String(page)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={jump}
      onKeyDown={(event) => {
        if (event.key === 'Enter') jump();
      }}
      helperText={t('table.ofPages', { pages: formatCount(lastPage, i18n.language) })}
      slotProps={{
        htmlInput: { min: 1, max: lastPage, inputMode: 'numeric', 'data-testid': 'page-jump' },
        formHelperText: { sx: { mx: 0, whiteSpace: 'nowrap' } },
      }}
      sx={{ width: 120 }}
    />
  );
}
