import { useState } from 'react';
import type { Tariff, TariffSimulation, TariffSimulationInput } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { minorToInput, parseMoney } from '../../../lib/format/money';
import { saveFile } from '../../../lib/http/files';
import { parseId } from '../../../lib/paths';
import { PageHeader, QueryState } from '../../../lib/ui';
import { tariffsApi } from '../api';
import { SimulationTable } from '../components/SimulationTable';
import { NO_PACKAGE, PackageDraftFields, packageDraft } from '../components/PackageDraftFields';
import { useTariff } from '../queries';
import { firstProblem } from '../first-problem';

interface TierRow {
  upTo: string;
  price: string;
}

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** `YYYY-MM` from `from` to `to`, both included (at most 24, the server caps it further). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let [y, m] = from.split('-').map(Number) as [number, number]; months.length < 24; m += 1) {
    if (m > 12) [y, m] = [y + 1, 1];
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    months.push(month);
  }
  return months;
}

/** `/tariff/simulate/{id}`: past months re-priced under a draft of the tariff's tiers and package. */
export default function TariffSimulatorPage() {
  const { t } = useTranslation('tariffs');
  const tariff = useTariff(parseId(useParams().id));
  return (
    <>
      <PageHeader
        title={`${t('routes.tariffSimulatorPage')}${tariff.data ? `: ${tariff.data.name}` : ''}`}
        subtitle={tariff.data?.serviceName}
      />
      <QueryState query={tariff}>{(data) => <Simulator key={data.id} tariff={data} />}</QueryState>
    </>
  );
}

function Simulator({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation('tariffs');
  const [tiers, setTiers] = useState<TierRow[]>(
    tariff.tiers.map((tier) => ({
      upTo: tier.upTo === null ? '' : String(tier.upTo),
      price: minorToInput(tier.priceMinor),
    })),
  );
  const [pkg, setPkg] = useState(NO_PACKAGE);
  const [from, setFrom] = useState(lastMonth);
  const [to, setTo] = useState(lastMonth);
  const [error, setError] = useState<string>();
  const body = (): TariffSimulationInput => ({
    tariffId: tariff.id,
    draft: {
      tiers: tiers.map((tier, i) => ({
        upTo: i === tiers.length - 1 || tier.upTo === '' ? null : Number(tier.upTo),
        priceMinor: parseMoney(tier.price) ?? -1,
      })),
      ...(packageDraft(pkg) && { package: packageDraft(pkg) }),
    },
    months: monthsBetween(from, to),
  });
  const onError = (e: unknown) => setError(firstProblem(e));
  const run = useMutation({
    mutationFn: () => tariffsApi.simulate(body()),
    onMutate: () => setError(undefined),
    onError,
  });
  const csv = useMutation({
    mutationFn: () => tariffsApi.simulationCsv(body()),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'simulation.csv'),
    onError,
  });
  const change = (index: number, field: keyof TierRow, value: string) =>
    setTiers((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('simulator.intro')}</Typography>
      <Box component="section" aria-labelledby="draft-title">
        <Typography id="draft-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('simulator.draft')}
        </Typography>
        <Stack spacing={1.5}>
          {tiers.map((tier, i) => (
            <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('simulator.upTo', { number: i + 1 })}
                value={i === tiers.length - 1 ? '' : tier.upTo}
                placeholder={i === tiers.length - 1 ? t('form.noLimit') : ''}
                disabled={i === tiers.length - 1}
                onChange={(event) => change(i, 'upTo', event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                size="small"
                label={t('simulator.price', { number: i + 1 })}
                value={tier.price}
                onChange={(event) => change(i, 'price', event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <IconButton
                aria-label={t('simulator.removeTier', { number: i + 1 })}
                disabled={tiers.length === 1}
                onClick={() => setTiers((rows) => rows.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setTiers((rows) => [...rows, { upTo: '', price: '0' }])}
            >
              {t('simulator.addTier')}
            </Button>
          </Box>
          <PackageDraftFields value={pkg} onChange={setPkg} />
        </Stack>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MonthField label={t('simulator.from')} value={from} onChange={setFrom} />
        <MonthField label={t('simulator.to')} value={to} onChange={setTo} />
        <Button variant="contained" onClick={() => run.mutate()} disabled={run.isPending}>
          {t('simulator.run')}
        </Button>
        <Button onClick={() => csv.mutate()} disabled={csv.isPending}>
          {t('simulator.csv')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {run.data && <SimulationTable answer={run.data satisfies TariffSimulation} />}
    </Stack>
  );
}

/** A month of the simulated period (YYYY-MM). */
function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <TextField
      type="month"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
