import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

type ChipListProps<V extends string> =
  | { items: readonly { key: string; label: string }[] }
  /** Each value a chip, named by `labelOf`. */
  | { values: readonly V[]; labelOf: (value: V) => string };

/** A cell's small chips (a key's abilities, an endpoint's events), wrapping as the cell narrows. */
export function ChipList<V extends string>(props: ChipListProps<V>) {
  const items =
    'items' in props
      ? props.items
      : props.values.map((value) => ({ key: value, label: props.labelOf(value) }));
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item.key} size="small" label={item.label} />
      ))}
    </Stack>
  );
}
