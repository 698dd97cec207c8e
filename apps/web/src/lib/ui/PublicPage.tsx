import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { PageHeader } from './PageHeader';

/**
 * A public page (drawn outside the signed-in layout, which holds the query client): its header,
 * then its content with the app's query client.
 */
export function PublicPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </>
  );
}
