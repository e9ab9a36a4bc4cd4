// GIFT's escapes (Moodle's qformat_gift): `\\ \: \# \= \{ \} \~` stand for the character, `\n` for a
// line break; any other backslash is kept (`\frac` stays `\frac`). The structure of a question is
// read on the escaped text, skipping every `\x` pair, and each piece is unescaped at the end.

const SPECIAL = new Set([':', '#', '=', '{', '}', '~'])

/** The first position of `needle` at or after `from` that no backslash escapes, or -1. */
export function indexOfUnescaped(text: string, needle: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text.startsWith(needle, i)) return i
  }
  return -1
}

/** Every position of one of `chars` that no backslash escapes. */
export function positionsUnescaped(text: string, chars: string): number[] {
  const found: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (chars.includes(text[i] ?? '')) found.push(i)
  }
  return found
}

/** The text before the first unescaped `char` (the whole text without one). */
export const beforeUnescaped = (text: string, char: string) => {
  const at = indexOfUnescaped(text, char)
  return at < 0 ? text : text.slice(0, at)
}

export function unescapeGift(text: string): string {
  return text.replace(/\\([\s\S])/g, (pair, char: string) => {
    if (char === 'n') return '\n'
    return char === '\\' || SPECIAL.has(char) ? char : pair
  })
}

/**
 * The text as GIFT writes it, on one line: special characters and line breaks escaped; a
 * backslash is doubled only where it would start an escape (LaTeX's `\frac` stays readable).
 */
export function escapeGift(text: string): string {
  let out = ''
  const plain = text.replace(/\r\n?/g, '\n')
  for (let i = 0; i < plain.length; i++) {
    const char = plain[i] ?? ''
    const next = plain[i + 1]
    if (char === '\\') out += next === undefined || next === '\\' || next === 'n' || next === '\n' || SPECIAL.has(next) ? '\\\\' : '\\'
    else if (char === '\n') out += '\\n'
    else out += SPECIAL.has(char) ? `\\${char}` : char
  }
  return out
}

/** Moodle's text formats, written `[markdown]` before a text. */
export const FORMAT_MARKER = /^\[(?:moodle|html|plain|markdown)\]/i

/** A piece of escaped GIFT as the platform stores it: format marker dropped, unescaped, trimmed. */
export const giftText = (raw: string) => unescapeGift(raw.trim().replace(FORMAT_MARKER, '')).trim()

/** A GIFT number: `3.14`, `-2`, `1e-3`, and the French `3,14`; null when it is not one. */
export function giftNumber(raw: string): number | null {
  const text = raw.trim()
  if (!/^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?$/i.test(text)) return null
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}
