/**
 * The keys a Korean typist presses for Hangul on the standard 2-set (dubeolsik) layout, as the Latin letters of the
 * same keys: '안녕하세요' is typed 'dkssudgktpdy', and 'ㅂㅈㄷㄱ' is 'qwer' pressed with the Korean input on. Korean
 * users often set a Korean word typed in English mode as a password, or a Latin one with the Korean input left on.
 */

// biome-ignore format: the layout's table, read row by row
const jamoKeys: Record<string, string> = {
  ㄱ: 'r', ㄲ: 'R', ㄳ: 'rt', ㄴ: 's', ㄵ: 'sw', ㄶ: 'sg', ㄷ: 'e', ㄸ: 'E', ㄹ: 'f', ㄺ: 'fr', ㄻ: 'fa', ㄼ: 'fq',
  ㄽ: 'ft', ㄾ: 'fx', ㄿ: 'fv', ㅀ: 'fg', ㅁ: 'a', ㅂ: 'q', ㅃ: 'Q', ㅄ: 'qt', ㅅ: 't', ㅆ: 'T', ㅇ: 'd', ㅈ: 'w',
  ㅉ: 'W', ㅊ: 'c', ㅋ: 'z', ㅌ: 'x', ㅍ: 'v', ㅎ: 'g',
  ㅏ: 'k', ㅐ: 'o', ㅑ: 'i', ㅒ: 'O', ㅓ: 'j', ㅔ: 'p', ㅕ: 'u', ㅖ: 'P', ㅗ: 'h', ㅘ: 'hk', ㅙ: 'ho', ㅚ: 'hl',
  ㅛ: 'y', ㅜ: 'n', ㅝ: 'nj', ㅞ: 'np', ㅟ: 'nl', ㅠ: 'b', ㅡ: 'm', ㅢ: 'ml', ㅣ: 'l',
}

// A precomposed syllable is 0xAC00 + (initial × 21 + medial) × 28 + final (Unicode, chapter 3.12).
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ']
const FIRST_SYLLABLE = 0xac00
const LAST_SYLLABLE = 0xd7a3

function syllableKeys(code: number): string {
  const offset = code - FIRST_SYLLABLE
  const initial = INITIALS[Math.floor(offset / 588)] ?? ''
  const medial = MEDIALS[Math.floor((offset % 588) / 28)] ?? ''
  const final = FINALS[offset % 28] ?? ''
  return (jamoKeys[initial] ?? '') + (jamoKeys[medial] ?? '') + (final ? (jamoKeys[final] ?? '') : '')
}

/** The text with each Hangul syllable and letter replaced by its 2-set keys; anything else is kept as it is. */
export function hangulKeystrokes(text: string): string {
  let keys = ''
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE) keys += syllableKeys(code)
    else keys += jamoKeys[character] ?? character
  }
  return keys
}
