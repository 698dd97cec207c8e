import { exportFileName, type ExportPending } from '@cabinet/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { chunkPath, type ExportRange } from '../hooks/use-csv-export';
import { useFileDownload } from '../hooks/use-file-download';
import { downloadFile } from '../transfer/downloads';
import { exportParts } from '../transfer/parts';
import { DownloadButton } from './DownloadButton';

/** A large range in parts of `chunkSize` rows, each downloaded at once (spec section 9). */
export function ExportParts({ range, pending }: { range: ExportRange; pending: ExportPending }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const { download, busy } = useFileDownload();
  const parts = exportParts(pending.total, pending.chunkSize);
  return (
    <section aria-labelledby="export-parts-title">
      <Typography variant="subtitle1" component="h3" id="export-parts-title">
        {t('export.partsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('export.partsHint', { size: formatCount(pending.chunkSize, lang) })}
      </Typography>
      <List dense sx={{ maxHeight: 280, overflowY: 'auto' }}>
        {parts.map((part) => (
          <ListItem key={part.part} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={t('export.part', {
                part: part.part,
                from: formatCount(part.from, lang),
                to: formatCount(part.to, lang),
              })}
            />
            <DownloadButton
              size="small"
              busy={busy(`part-${part.part}`)}
              aria-label={t('export.downloadPart', { part: part.part })}
              onClick={() =>
                void download(`part-${part.part}`, () =>
                  downloadFile(
                    chunkPath(range),
                    exportFileName({ ...range, outcome: range.status, part: part.part }),
                    {
                      query: {
                        offset: part.offset,
                        limit: part.limit,
                        ...(range.status ? { status: range.status } : {}),
                      },
                    },
                  ),
                )
              }
            >
              {t('list.download')}
            </DownloadButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
