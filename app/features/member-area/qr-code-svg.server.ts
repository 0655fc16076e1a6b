import { renderSVG } from 'uqr'

/**
 * An otpauth:// URI as an SVG QR code, drawn on the server (uqr), so the pages' JavaScript carries no QR encoder. The
 * markup is uqr's own: a white square and black paths, nothing taken from the request.
 */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { border: 2, ecc: 'M' })
}
