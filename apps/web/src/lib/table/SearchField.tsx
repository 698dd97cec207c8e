import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** Milliseconds of quiet typing before `onChange`. */
  delay?: number;
}

/** A search box that reports what was typed once the user pauses. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  delay = 350,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;

  // The address changed by itself (back, a link): show what it holds.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      change.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  const clear = () => {
    setText('');
    reported.current = '';
    change.current('');
  };

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      label={label ?? t('table.search')}
      placeholder={placeholder}
      sx={{
        width: { xs: '100%', sm: 360 },
        // Ours is the clear button: the browser's own would be a second one.
        '& input::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
      }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                onClick={clear}
                aria-label={t('table.clearSearch')}
                edge="end"
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
