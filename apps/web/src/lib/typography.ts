/** U+202F, the narrow no-break space French puts before « ! ? ; : » and inside guillemets. */
export const NARROW_NBSP = '\u202f'

/**
 * French typography for copy written with plain keyboard characters: a narrow no-break space
 * before ! ? ; : and » and after «, so a lone « ? » never starts a line on a phone, and the
 * typographic apostrophe between letters. A colon glued to its left (a URL, 10:30) is left alone.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0]+([!?;:»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`)
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
}
