/** What a member recognises a signed-in browser by: its name and major version, and the device or system it runs on. */
export interface UserAgentSummary {
  browser: string | null
  device: string | null
}

/** In order: browsers built on Chrome or Safari name themselves before the engine they share. */
const browsers: [name: string, pattern: RegExp][] = [
  ['KakaoTalk', /KAKAOTALK\s*(\d+)?/i],
  ['NAVER', /NAVER\(inapp;[^)]*?(\d+)?/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Whale', /Whale\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|OPiOS)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:CriOS|Chrome)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
]

const devices: [name: string, pattern: RegExp][] = [
  ['iPad', /iPad/],
  ['iPhone', /iPhone|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows NT/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux|X11/],
]

/** A summary of a User-Agent header for the member's list of sessions; null parts when it names nothing known. */
export function summarizeUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, device: null }
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))
  const version = browser?.[1].exec(userAgent)?.[1]
  const device = devices.find(([, pattern]) => pattern.test(userAgent))
  return {
    browser: browser ? (version ? `${browser[0]} ${version}` : browser[0]) : null,
    device: device?.[0] ?? null,
  }
}
