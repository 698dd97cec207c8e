import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay, formatMoment } from '../../../lib/format';
import { Fact, FactList, PageHeader, QueryState, RouterLink } from '../../../lib/ui';
import { useAuth } from '../../../lib/session';
import { directoryApi } from '../api';
import { fullName, telHref } from '../format';
import { directoryKeys } from '../queries';

const idOf = (value: string | null) =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** /Contact?id=N: one person's card with mailto and tel links (one's own without an id). */
export default function ContactPage() {
  const { t, i18n } = useTranslation('directory');
  const lang = i18n.language;
  const [params] = useSearchParams();
  const me = useAuth((s) => s.user?.id);
  const id = idOf(params.get('id')) ?? me;
  const person = useQuery({
    queryKey: directoryKeys.person(id ?? 0),
    queryFn: () => directoryApi.person(id!),
    enabled: id !== undefined,
  });

  return (
    <>
      <PageHeader
        title={person.data ? fullName(person.data) : t('routes.contactPage')}
        subtitle={<RouterLink to="/Directory">{t('card.toDirectory')}</RouterLink>}
      />
      {id === undefined ? (
        <Alert severity="info">{t('card.choose')}</Alert>
      ) : (
        <QueryState query={person}>
          {(card) => (
            <Paper
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
              data-testid="contact-card"
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
                  {fullName(card).slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {fullName(card)}
                  </Typography>
                  <Typography color="text.secondary">{card.company ?? t('staff')}</Typography>
                  <Stack
                    direction="row"
                    spacing={0.5}
                    useFlexGap
                    sx={{ mt: 0.5, flexWrap: 'wrap' }}
                  >
                    <Chip size="small" label={t(`groups.${card.group}`)} />
                    {card.roles.map((role) => (
                      <Chip key={role} size="small" variant="outlined" label={role} />
                    ))}
                    {card.blocked && <Chip size="small" color="warning" label={t('blocked')} />}
                  </Stack>
                </Box>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
                <Button
                  variant="contained"
                  startIcon={<EmailIcon />}
                  href={`mailto:${card.email}`}
                  sx={{ textTransform: 'none' }}
                  aria-label={t('writeTo', { email: card.email, name: fullName(card) })}
                >
                  {card.email}
                </Button>
                {card.companyPhone && (
                  <Button
                    variant="outlined"
                    startIcon={<PhoneIcon />}
                    href={telHref(card.companyPhone)}
                    sx={{ textTransform: 'none' }}
                    aria-label={t('callTo', {
                      phone: card.companyPhone,
                      company: card.company ?? '',
                    })}
                  >
                    {card.companyPhone}
                  </Button>
                )}
              </Stack>
              <Divider sx={{ mb: 2 }} />
              <FactList columns={{ xs: '1fr', sm: '1fr 1fr' }}>
                <Fact label={t('card.login')}>{card.login}</Fact>
                <Fact label={t('card.lastLogin')}>
                  {card.lastLoginAt ? formatMoment(card.lastLoginAt, lang) : t('card.never')}
                </Fact>
                <Fact label={t('card.since')}>{formatDay(card.createdAt, lang)}</Fact>
                {card.city && <Fact label={t('card.city')}>{card.city}</Fact>}
                {card.legalAddress && <Fact label={t('card.address')}>{card.legalAddress}</Fact>}
                {card.companyEmail && (
                  <Fact label={t('card.companyEmail')}>
                    <a href={`mailto:${card.companyEmail}`}>{card.companyEmail}</a>
                  </Fact>
                )}
                {card.description && <Fact label={t('card.about')}>{card.description}</Fact>}
              </FactList>
            </Paper>
          )}
        </QueryState>
      )}
    </>
  );
}
