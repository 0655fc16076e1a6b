const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as XML content or an attribute's value: the five characters XML gives a meaning written as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char)
}
