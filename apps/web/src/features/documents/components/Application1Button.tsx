import { useCallback, useRef, useState } from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { DocumentLanguage } from '@cabinet/contract';
import { documentsApi } from '../api';
import { useFileDownload } from '../hooks/use-file-download';
import { monthWords } from '../period';
import { DownloadButton } from './DownloadButton';

interface Props {
  partnerId: number;
  year: number;
  month: number;
}

const LANGUAGES: readonly DocumentLanguage[] = ['ru', 'kk', 'en', 'ru-kk'];
const uiLanguage = (language: string): DocumentLanguage =>
  LANGUAGES.find((one) => one === language) ?? 'ru';

/**
 * A partner's Application 1 of a month, in the reader's language; the arrow offers the others
 * and the bilingual form partners in Kazakhstan file. A failure alerts «Ошибка: {message}».
 */
export function Application1Button({ partnerId, year, month }: Props) {
  const { t, i18n } = useTranslation('documents');
  const frame = useCallback((message: string) => t('application1.error', { message }), [t]);
  const { download, busy } = useFileDownload(frame);
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const get = (lang: DocumentLanguage) => {
    setOpen(false);
    void download('application1', () => documentsApi.application1(partnerId, year, month, lang));
  };
  return (
    <>
      <ButtonGroup ref={anchor} variant="outlined">
        <DownloadButton
          busy={busy('application1')}
          icon={<PictureAsPdfIcon />}
          onClick={() => get(uiLanguage(i18n.language))}
        >
          {t('application1.button', monthWords({ year, month }, i18n.language))}
        </DownloadButton>
        <Button
          size="small"
          aria-label={t('application1.language')}
          aria-haspopup="menu"
          aria-expanded={open}
          disabled={busy('application1')}
          onClick={() => setOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} lang={lang === 'ru-kk' ? undefined : lang} onClick={() => get(lang)}>
            {t(`application1.languages.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
