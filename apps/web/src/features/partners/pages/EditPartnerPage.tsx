import { useState } from 'react';
import type { Partner } from '@cabinet/contract';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useZodForm } from '../../../lib/forms';
import { EditorForm } from '../../../lib/forms/EditorForm';
import { notify } from '../../../lib/notify';
import { ConfirmDialog, QueryState } from '../../../lib/ui';
import { PartnerFields } from '../components/PartnerFields';
import { PartnerHeader } from '../components/PartnerHeader';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartner, useRemovePartner, useUpdatePartner } from '../queries';
import { PARTNER_UPDATE_FIELDS, partnerBody, PartnerUpdateForm } from '../schemas';
import { useFormDraft } from '../../../lib/forms/form-draft';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';

function EditPartnerForm({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  const update = useUpdatePartner();
  const form = useZodForm(PartnerUpdateForm, {
    ...partnerBody(partner),
    contractDate: partner.contractDate ?? '',
  });
  const draft = useFormDraft(form, `partner:${partner.id}`);
  const submit = useSaveAndLeave(
    form,
    PARTNER_UPDATE_FIELDS,
    (body) => update.mutateAsync({ id: partner.id, body }),
    { saved: t('partners.saved'), leaveTo: paths.partners, draft },
  );

  return (
    <EditorForm label={t('routes.editPartnerPage')} submit={submit} cancelTo={paths.partners}>
      <PartnerFields control={form.control} />
    </EditorForm>
  );
}

/** editPartnerPage (`/admin/{id}/edit`): the card, block or unblock, delete. */
export default function EditPartnerPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const partner = usePartner(id);
  const block = useUpdatePartner({ quiet: false });
  const remove = useRemovePartner();
  const [asking, setAsking] = useState<'block' | 'remove'>();
  const data = partner.data;

  const confirmBlock = () => {
    if (!data) return;
    block.mutate(
      { id: data.id, body: partnerBody(data, { blocked: !data.blocked }) },
      {
        onSuccess: () =>
          notify({
            type: 'positive',
            message: data.blocked ? t('unblocked') : t('blockedDone'),
          }),
        onSettled: () => setAsking(undefined),
      },
    );
  };

  const confirmRemove = () => {
    if (!data) return;
    remove.mutate(data.id, {
      onSuccess: (answer) => {
        if (answer.outcome === 'deleted') {
          notify({ type: 'positive', message: answer.message });
          navigate(paths.partners);
        } else {
          notify({ type: 'warning', message: answer.message, timeout: 10_000 });
        }
      },
      onSettled: () => setAsking(undefined),
    });
  };

  if (!id) return <PartnerHeader partnerId={0} fallbackTitle={t('routes.editPartnerPage')} />;

  return (
    <>
      <PartnerHeader
        partnerId={id}
        partner={data}
        fallbackTitle={t('routes.editPartnerPage')}
        actions={
          data && (
            <>
              <Button
                variant="outlined"
                color={data.blocked ? 'primary' : 'warning'}
                startIcon={data.blocked ? <LockOpenIcon /> : <BlockIcon />}
                onClick={() => setAsking('block')}
              >
                {data.blocked ? t('actions.unblock') : t('actions.block')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setAsking('remove')}
              >
                {t('common.remove')}
              </Button>
            </>
          )
        }
      />
      <QueryState query={partner}>
        {(loaded) => <EditPartnerForm key={loaded.id} partner={loaded} />}
      </QueryState>
      <ConfirmDialog
        open={asking === 'block'}
        title={data?.blocked ? t('unblockTitle') : t('blockTitle')}
        text={
          data?.blocked
            ? t('unblockText', { name: data.companyName })
            : t('blockText', { name: data?.companyName ?? '' })
        }
        confirmLabel={data?.blocked ? t('actions.unblock') : t('actions.block')}
        confirmColor={data?.blocked ? 'primary' : 'warning'}
        busy={block.isPending}
        onConfirm={confirmBlock}
        onClose={() => setAsking(undefined)}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        title={t('removeTitle')}
        text={t('removeText', { name: data?.companyName ?? '' })}
        confirmLabel={t('common.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
