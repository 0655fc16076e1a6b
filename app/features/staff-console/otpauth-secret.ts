/** The key of an otpauth:// URI, to type by hand when the QR code cannot be scanned; empty when it has none. */
export function otpauthSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? ''
  } catch {
    return ''
  }
}
