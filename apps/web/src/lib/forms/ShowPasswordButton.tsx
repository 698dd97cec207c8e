import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/**
 * A password shown or hidden: the input's `type` and the button at its end that switches it. Its
 * own file (not through lib/forms' index), so that the sign-in page takes it without TextField.
 */
export function useShownPassword() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.hidePassword') : t('common.showPassword');
  const adornment = (
    <InputAdornment position="end">
      <IconButton aria-label={label} title={label} onClick={() => setVisible((v) => !v)} edge="end">
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: visible ? 'text' : 'password', adornment };
}
