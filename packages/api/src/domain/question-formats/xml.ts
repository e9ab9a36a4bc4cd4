// Text and attributes in XML: the five entities, and the characters XML 1.0 cannot carry dropped
// (C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF).

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

/** An XML name token (an identifier of QTI): letters, digits, `_`, `-`, `.`, starting with a letter or `_`. */
export function xmlIdentifier(text: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9_.-]/g, '_')
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
