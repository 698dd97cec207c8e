import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../route-handle';
import { PageHeader } from './PageHeader';

/** The page of a route whose screen comes in a later release. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <>
      <PageHeader title={titleKey ? t(titleKey) : t('app.title')} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('comingSoon.title')}
        </Typography>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      </Paper>
    </>
  );
}
