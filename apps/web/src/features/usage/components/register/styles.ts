/** Request ids, subjects and service codes: typed by machines, read character by character. */
export const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
