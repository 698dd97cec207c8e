/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*` (RFC 8187, percent-encoded
 * UTF-8 or ISO-8859-1) wins over the plain `filename`. The result is a bare name, safe to save: no
 * folders, no control characters.
 */
export function fileNameFrom(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parameters(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtended(extended);
  const name = decoded ?? params.get('filename');
  return name === undefined ? undefined : safeName(name);
}

/** `name=value` pairs after the disposition type; quoted values unescaped; names lower-cased. */
function parameters(header: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, rawName, rawValue] of header.matchAll(pattern)) {
    const name = rawName!.toLowerCase();
    const value = rawValue!.trim();
    if (result.has(name)) continue;
    result.set(name, value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);
  }
  return result;
}

/** `UTF-8''%D0%9E%D1%82...` → the text; undefined when malformed or in another charset. */
function decodeExtended(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : undefined;
}
