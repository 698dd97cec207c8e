import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';

/** A list page's «Скачать» (its CSV), off while the file is on its way. */
export function DownloadButton({
  download,
  label,
}: {
  download: { mutate: () => void; isPending: boolean };
  label: string;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {label}
    </Button>
  );
}
