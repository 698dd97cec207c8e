import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from './PageHeading';

interface PageHeaderProps {
  title: string;
  /** A line under the title (what the page is about: a company, a login). */
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1 with its actions on the right (below it on a phone). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{
        mb: 3,
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        // Actions that do not fit beside the title go under it, whole: a label never wraps.
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <PageHeading>{title}</PageHeading>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          data-page-actions
          sx={{
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
