import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type Language } from '../../lib/i18n';
import { NATIVE_NAMES } from './language-names';

// The menu (MUI's Menu, Popover, Modal) loads on the first click: the sign-in page does without.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const language = currentLanguage();
  const shown = language.toUpperCase();

  const choose = (next: Language) => {
    setAnchor(null);
    // The server answers some texts in the caller's language (seeded roles and rules): asked again.
    // Loaded here, not imported: the login page (which has this switch) does without the cache.
    void changeLanguage(next)
      .then(() => import('../../lib/query-client'))
      .then(({ queryClient }) => queryClient.invalidateQueries());
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        // The name starts with what the button shows (WCAG 2.5.3, label in name).
        aria-label={`${shown} — ${t('layout.language')}: ${NATIVE_NAMES[language]}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="language-switch"
        sx={{ minWidth: 0 }}
      >
        {shown}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            language={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
