import type { RankedCounts } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { percent } from '../format';

interface RankListProps {
  label: string;
  items: RankedCounts[];
  currency?: string;
  /** Show the error rate instead of the amount. */
  errors?: boolean;
}

/** Names with their request counts as bars, the biggest first (an ordered list). */
export function RankList({ label, items, currency = 'KZT', errors = false }: RankListProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const max = Math.max(1, ...items.map((item) => item.requests));
  const rate = (item: RankedCounts) =>
    percent(item.requests ? item.failed / item.requests : 0, lang);
  if (items.length === 0)
    return (
      <Typography color="text.secondary" role="status">
        {t('noUsage')}
      </Typography>
    );
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const share = errors
          ? item.requests
            ? item.failed / item.requests
            : 0
          : item.requests / max;
        return (
          <Box component="li" key={item.id} sx={{ mb: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', minWidth: 0 }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {item.name}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {errors
                  ? `${rate(item)} · ${formatCount(item.failed, lang)}`
                  : `${formatCount(item.requests, lang)} · ${formatMoney(item.amountMinor, currency, lang)}`}
              </Typography>
            </Stack>
            <Box
              aria-hidden
              sx={{
                mt: 0.5,
                height: 6,
                borderRadius: 3,
                bgcolor: 'action.hover',
                overflow: 'hidden',
              }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${Math.max(share * 100, share > 0 ? 2 : 0)}%`,
                  bgcolor: errors ? 'error.main' : 'primary.main',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
