import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../../lib/i18n';

/** Names of the languages in themselves, as a switcher shows them. */
const NATIVE_NAMES: Record<Language, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша' };

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name starts with what the button shows (WCAG 2.5.3, label in name).
        aria-label={`${shown} — ${t('layout.language')}: ${NATIVE_NAMES[language]}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="language-switch"
        sx={{ minWidth: 0 }}
      >
        {shown}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            selected={code === language}
            lang={code}
            onClick={() => choose(code)}
            data-language={code}
          >
            {NATIVE_NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
