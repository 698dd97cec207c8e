import { useState } from 'react';
import Button from '@mui/material/Button';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { monthWords } from '../period';
import { StatementDialog } from './StatementDialog';

interface Props {
  partnerId: number;
  year: number;
  month: number;
}

/** Opens a partner's statement of a month (Application 1 on screen). */
export function StatementButton({ partnerId, year, month }: Props) {
  const { t, i18n } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReceiptIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('statement.open', monthWords({ year, month }, i18n.language))}
      </Button>
      <StatementDialog
        partnerId={partnerId}
        month={{ year, month }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
