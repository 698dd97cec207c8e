import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '../../lib/i18n';
import { NATIVE_NAMES } from './language-names';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The switch's menu: loaded on the first click, not with the sign-in page. */
export default function LanguageMenu({ anchor, language, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          selected={code === language}
          lang={code}
          onClick={() => onChoose(code)}
          data-language={code}
        >
          {NATIVE_NAMES[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
