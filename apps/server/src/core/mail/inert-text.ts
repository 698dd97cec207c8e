/** Invisible format characters (zero-width, bidirectional overrides) hide what a line says. */
const INVISIBLE = /\p{Cf}/gu;
/** Line breaks of every kind, tabs and other control characters. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/**
 * What a mail reader would turn into a link: a scheme (`https://`, `mailto:`), `www.`, an address
 * with `@`, or a name with a dot before two letters or more (`example.com`, `пример.рф`), any of
 * the full stops a reader takes for one.
 */
const LINK_LIKE =
  /[\p{L}\p{N}+.-]*:\/\/|^(?:www[.。．｡]|mailto:)|@|[\p{L}\p{N}_-][.。．｡][\p{L}]{2,}/iu;

/**
 * Text someone else wrote (a partner's name, a login), set inside our mail: one line, and none of
 * its words a link, so that it cannot add lines or a link of its own to what we send.
 */
export function inertText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(BREAKS, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '' && !LINK_LIKE.test(word))
    .join(' ');
}
