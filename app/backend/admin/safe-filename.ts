import { nameForType } from '../inquiries/attachment-name'

/**
 * The Content-Disposition of a download: always `attachment`, with the visitor's file name made harmless
 * (no path, quotes or control characters) and ending with an extension of `contentType`, the type the intake
 * recognised in the bytes (ASVS 5.2.2; also for files received before the intake renamed them), as an ASCII
 * fallback and as RFC 5987 UTF-8.
 */
export function attachmentDisposition(originalName: string, contentType: string): string {
  const base =
    originalName
      .split(/[/\\]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      ?.replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim() ?? ''
  const name = nameForType(base, contentType, 200) || 'attachment'
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(name)}`
}

function encodeRFC5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}
