import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A part of a page in an outlined card, named by its heading (`titleId`, where a form inside is
 * named by it too); `titleGap` is the room under the heading.
 */
export function SectionCard({
  title,
  titleId,
  titleGap = '0.35em',
  testId,
  children,
}: {
  title: ReactNode;
  titleId?: string;
  titleGap?: number | string;
  testId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={testId}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
