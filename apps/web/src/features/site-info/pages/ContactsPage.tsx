import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../lib/ui/PublicPage';
import { QueryState } from '../../../lib/ui';
import { useSiteInfo } from '../queries';

function Contacts() {
  const { t } = useTranslation('site-info');
  const info = useSiteInfo();
  return (
    <QueryState query={info}>
      {(data) => (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {data.name}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.25, sm: 1.5 },
                '& dt': { color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('contacts.bin')}</dt>
              <dd>{data.bin}</dd>
              <dt>{t('contacts.address')}</dt>
              <dd>{data.address}</dd>
              <dt>{t('contacts.phone')}</dt>
              <dd>
                <Link href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</Link>
              </dd>
              <dt>{t('contacts.email')}</dt>
              <dd>
                <Link href={`mailto:${data.email}`}>{data.email}</Link>
              </dd>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              {t('contacts.support')}
            </Typography>
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}

/** /contactsPage: the provider's contacts, from the server's configuration. */
function ContactsPage() {
  const { t } = useTranslation('site-info');
  return (
    <PublicPage title={t('routes.contactsPage')} subtitle={t('contacts.intro')}>
      <Contacts />
    </PublicPage>
  );
}

export default ContactsPage;
