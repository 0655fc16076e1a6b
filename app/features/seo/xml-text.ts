const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * What XML 1.0 forbids in a document, even as a character reference: the C0 controls but tab, line feed and carriage
 * return, a lone surrogate, U+FFFE and U+FFFF. A text stored before the contract refused them (decision 105) may still
 * hold one; a single one made a whole feed unreadable to every reader.
 */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

/**
 * Text as XML content or an attribute's value: the five characters XML gives a meaning written as entities, and the
 * characters XML cannot carry at all left out.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char)
}
