import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * Fields side by side from tablet width, one under another on a phone. `normalMargins`: fields
 * with margin="normal" are spaced across only (by flex gap), as a Stack's spacing by margins would
 * take their own top margin away on a phone, leaving each label touching the field above it.
 */
export function FieldRow({
  normalMargins = false,
  children,
}: {
  normalMargins?: boolean;
  children: ReactNode;
}) {
  if (normalMargins) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} useFlexGap>
        {children}
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
