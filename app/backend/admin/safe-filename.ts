/**
 * The Content-Disposition of a download: always `attachment`, with the visitor's file name made harmless
 * (no path, quotes or control characters) as an ASCII fallback and as RFC 5987 UTF-8.
 */
export function attachmentDisposition(originalName: string): string {
  const base =
    originalName
      .split(/[/\\]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      ?.replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .slice(0, 200) ?? ''
  const name = base.replace(/^\.+/, '') || 'attachment'
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(name)}`
}

function encodeRFC5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}
