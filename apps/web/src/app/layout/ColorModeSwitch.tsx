import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';

/** Light or dark; MUI remembers the choice in localStorage. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? t('layout.lightMode') : t('layout.darkMode');
  return (
    <IconButton
      color="inherit"
      onClick={() => setMode(dark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
