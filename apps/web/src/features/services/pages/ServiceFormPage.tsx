import { useMemo, useState } from 'react';
import { formInputSchema, type Service } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCount } from '../../../lib/format';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormError } from '../../../lib/forms/FormError';
import { HttpError, isHttpError } from '../../../lib/http';
import { PageHeader, QueryState } from '../../../lib/ui';
import type { CallResult } from '../api';
import { CallResultView } from '../components/CallResultView';
import { parseId, servicesPaths as paths } from '../../../lib/paths';
import { useAvailableServices, useCallService, useService, useServiceByCode } from '../queries';

const INPUT_TYPES = { text: 'text', number: 'number', email: 'email' } as const;

/** The server names a call's field errors `input.<field>`; the form names them `<field>`. */
function withoutInputPrefix(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, messages]) => [
      key.replace(/^input\./, ''),
      messages,
    ]),
  );
  return new HttpError(error.status, error.message, fieldErrors, error.retryAfterSeconds);
}

function ServiceCallForm({ service }: { service: Service }) {
  const { t, i18n } = useTranslation('services');
  const schema = useMemo(() => formInputSchema(service.form), [service.form]);
  const defaults = useMemo(
    () => Object.fromEntries(service.form.map((field) => [field.name, ''])),
    [service.form],
  );
  const { control, handleSubmit, setError, formState } = useZodForm(schema, defaults);
  const call = useCallService();
  const available = useAvailableServices();
  const [result, setResult] = useState<CallResult>();
  const [formError, setFormError] = useState<string>();
  const mine = available.data?.find((item) => item.id === service.id);
  const currency = mine?.tariff?.currency ?? 'KZT';

  const onSubmit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      setResult(await call.mutateAsync({ code: service.code, input }));
    } catch (error) {
      setFormError(
        applyServerErrors(
          withoutInputPrefix(error),
          setError,
          service.form.map((field) => field.name),
        ),
      );
    }
  });

  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {mine && (
        <Alert severity="info" variant="outlined">
          {[
            mine.tariff && t('call.tariff', { name: mine.tariff.name }),
            mine.packageQuota > 0
              ? t('available.remaining', {
                  remaining: count(mine.packageRemaining),
                  quota: count(mine.packageQuota),
                })
              : t('available.noPackage'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('call.formLabel', { name: service.name })}
        >
          <FormError message={formError} />
          {service.form.length === 0 && <Alert severity="info">{t('call.noFields')}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {service.form.map((field, index) =>
              field.type === 'date' ? (
                <FormDayField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  autoFocus={index === 0}
                />
              ) : (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={field.name}
                  type={INPUT_TYPES[field.type]}
                  label={field.label}
                  required={field.required}
                  autoFocus={index === 0}
                  slotProps={{
                    htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined,
                  }}
                />
              ),
            )}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting}
              startIcon={
                formState.isSubmitting ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <SendIcon />
                )
              }
            >
              {formState.isSubmitting ? t('call.sending') : t('call.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Box aria-live="polite">
        {result && <CallResultView result={result} currency={currency} />}
      </Box>
    </Stack>
  );
}

/**
 * The service form: `/almatyCement` for that service (the spec's address), `/service/{id}/form`
 * for the others. Drawn from the service's form definition and checked with the same schema the
 * server uses; submitting calls the service on the user's behalf.
 */
export default function ServiceFormPage() {
  const { t } = useTranslation('services');
  const id = parseId(useParams().id);
  const byId = useService(id);
  const byCode = useServiceByCode(id ? undefined : 'almatyCement');
  const service = id ? byId : byCode;
  const data = service.data;

  return (
    <>
      <PageHeader
        title={data?.name ?? t('routes.serviceFormPage')}
        subtitle={data?.description}
        actions={
          data && (
            <Button component={Link} to={paths.documentation(data.id)} startIcon={<MenuBookIcon />}>
              {t('openDocs')}
            </Button>
          )
        }
      />
      <QueryState query={service}>
        {(loaded) =>
          loaded.status === 'active' ? (
            <ServiceCallForm key={loaded.id} service={loaded} />
          ) : (
            <Alert severity="warning">{t('services.disabled')}</Alert>
          )
        }
      </QueryState>
    </>
  );
}
