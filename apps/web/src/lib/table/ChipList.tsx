import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A cell's small chips (a key's abilities, an endpoint's events), wrapping as the cell narrows. */
export function ChipList({ items }: { items: readonly { key: string; label: string }[] }) {
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item.key} size="small" label={item.label} />
      ))}
    </Stack>
  );
}
