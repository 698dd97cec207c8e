/** Import from 'lib/markdown' directly (not through lib/ui): only documentation pages load it. */
export { Markdown } from './Markdown';
