import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ContactsIcon from '@mui/icons-material/ContactsOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { todayIso } from '../../../lib/dates';
import { formatCount, formatDay, formatMoment, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ConfirmDialog, NoAccess, ListState, QueryState, RowMenu } from '../../../lib/ui';
import { INFO_PAGES } from '../../../lib/info-pages';
import { GuideSection } from './GuideSection';

const TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;

/** Real queries in each state, so that QueryState draws exactly what lists show. */
function useSampleQueries() {
  const { t } = useTranslation('style-guide');
  const loading = useQuery({
    queryKey: ['style-guide', 'loading'],
    queryFn: () => new Promise<never>(() => undefined),
  });
  const failed = useQuery({
    queryKey: ['style-guide', 'failed'],
    queryFn: (): Promise<never> => Promise.reject(new Error(t('sampleError'))),
    retry: false,
  });
  const empty = useQuery({
    queryKey: ['style-guide', 'empty'],
    queryFn: () => Promise.resolve([] as string[]),
  });

  return { loading, failed, empty };
}

/** Loading, failed, empty and no access, as every list draws them. */
export function StatesSection() {
  const { t } = useTranslation('style-guide');
  const { loading, failed, empty } = useSampleQueries();
  return (
    <GuideSection title={t('states')} note={t('statesNote')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[
          {
            title: t('loading'),
            body: <QueryState query={loading}>{() => null}</QueryState>,
          },
          {
            title: t('failed'),
            body: <QueryState query={failed}>{() => null}</QueryState>,
          },
          {
            title: t('empty'),
            body: <ListState query={empty}>{() => null}</ListState>,
          },
          { title: t('noAccess'), body: <NoAccess /> },
        ].map((state) => (
          <Box
            key={state.title}
            // A sample: its spinner turns for ever, and the browser tests do not wait for it.
            data-sample-state
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography variant="caption" color="text.secondary" component="h3">
              {state.title}
            </Typography>
            {state.body}
          </Box>
        ))}
      </Box>
    </GuideSection>
  );
}

/** The notices of each type, a confirmation and a row menu. */
export function FeedbackSection() {
  const { t } = useTranslation('style-guide');
  const [confirming, setConfirming] = useState(false);
  return (
    <GuideSection title={t('feedback')} note={t('feedbackNote')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            onClick={() =>
              notify({
                type,
                message: t('notifyText', { type }),
                timeout: type === 'ongoing' ? undefined : 4000,
              })
            }
          >
            {type}
          </Button>
        ))}
        <Button variant="contained" onClick={() => setConfirming(true)}>
          {t('confirm')}
        </Button>
        <RowMenu
          label={t('rowMenu')}
          items={[
            {
              label: t('routes.profilePage'),
              to: '/profile',
              icon: <PersonIcon fontSize="small" />,
            },
            {
              label: t('routes.directoryPage'),
              to: '/Directory',
              icon: <ContactsIcon fontSize="small" />,
            },
          ]}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        text={t('confirmText')}
        confirmLabel={t('confirmAction')}
        confirmColor="primary"
        onConfirm={() => setConfirming(false)}
        onClose={() => setConfirming(false)}
      />
    </GuideSection>
  );
}

/** Counts, money, a day and a moment in the page's language. */
export function FormatsSection() {
  const { t, i18n } = useTranslation('style-guide');
  const lang = i18n.language;
  const [now] = useState(() => new Date());
  return (
    <GuideSection title={t('formats')}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'max-content 1fr' }}
      >
        {[
          [t('count'), formatCount(1234567, lang)],
          [t('money'), formatMoney(123456789, 'KZT', lang)],
          [t('day'), formatDay(todayIso(now), lang)],
          [t('moment'), formatMoment(now.toISOString(), lang)],
        ].map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </GuideSection>
  );
}

/** The page footer with the information pages' links. */
export function FooterSection() {
  const { t } = useTranslation('style-guide');
  return (
    <GuideSection title={t('footer')} note={t('footerNote')}>
      <Box component="footer" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Stack
          component="nav"
          aria-label={t('layout.infoLinks')}
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
        >
          {INFO_PAGES.map((info) => (
            <Link key={info} component={RouterLink} to={`/${info}`} color="text.secondary">
              {t(`routes.${info}`)}
            </Link>
          ))}
        </Stack>
      </Box>
    </GuideSection>
  );
}
