import { parse } from 'content-disposition';

/**
 * The file name of a `Content-Disposition` header (RFC 6266; `filename*` per RFC 8187 wins over
 * the plain `filename`), as a bare name safe to save: no folders, no control characters. A header
 * the parser rejects names nothing, and the caller's own name is used.
 */
export function fileNameFrom(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const name = parse(header).parameters.filename;
    return name === undefined ? undefined : safeName(name);
  } catch {
    return undefined;
  }
}

function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : undefined;
}
