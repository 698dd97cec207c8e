import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  // Links leave the cabinet in a new tab; react-markdown already drops javascript: and the like.
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  // Wide tables and code scroll inside the text instead of widening the page; what scrolls takes
  // focus, so that a keyboard can scroll it too (axe: scrollable-region-focusable).
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0}>
      <table>{children}</table>
    </Box>
  ),
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
};

const styles: SxProps<Theme> = (theme) => ({
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  '& > :first-of-type': { mt: 0 },
  '& h1': { ...theme.typography.h5, fontWeight: 700, mt: 3, mb: 1.5 },
  '& h2': { ...theme.typography.h6, fontWeight: 600, mt: 3, mb: 1 },
  '& h3, & h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 1 },
  '& p, & ul, & ol': { mt: 0, mb: 1.5 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    bgcolor: 'action.hover',
    borderRadius: 0.5,
    px: 0.5,
    py: 0.25,
  },
  '& pre': {
    bgcolor: 'action.hover',
    borderRadius: 1,
    p: 1.5,
    overflowX: 'auto',
    mb: 2,
    lineHeight: 1.5,
    '& code': { bgcolor: 'transparent', p: 0, fontSize: '0.8125rem' },
  },
  '& table': { borderCollapse: 'collapse', minWidth: '100%' },
  '& th, & td': {
    overflowWrap: 'normal',
    border: 1,
    borderColor: 'divider',
    px: 1.5,
    py: 0.75,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'divider',
    color: 'text.secondary',
    m: 0,
    mb: 1.5,
    pl: 2,
  },
  '& img': { maxWidth: '100%' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
});

/**
 * Markdown (with GitHub tables) rendered safely: raw HTML in the text is dropped, never injected,
 * and unsafe link protocols are removed. Loaded only by the pages that show documentation.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Box sx={styles} data-markdown>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
