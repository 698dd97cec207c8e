import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n';
import { PICKER_LOCALES } from './picker-locales';

/** The date pickers in the app's language (not the browser's), switching with it. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { locale, texts } =
    PICKER_LOCALES[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
