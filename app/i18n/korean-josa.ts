import { josa } from 'es-hangul'

/** The particles whose form follows the sound a word ends in (이/가, 을/를…), as es-hangul names them. */
export type JosaPair = Parameters<typeof josa.pick>[1]

/** How each digit is read, for a word that ends in one (a version number, a phone number): 영, 일, 이, 삼… */
const digitSounds = '영일이삼사오육칠팔구'
/** The letter or digit a word is read to the end of: a closing quote, bracket or full stop is not read. */
const LAST_SOUNDED = /([\p{L}\p{N}])[^\p{L}\p{N}]*$/u

/**
 * The form of a Korean particle that follows the word: `josaAfter('유산균', '이/가')` is '이', `josaAfter('서울',
 * '으로/로')` '로', by its last syllable (es-hangul); a word ending in a digit by how the digit is read (버전 3 → '이',
 * 010-1234-5678 → '로'; 10, 100, 1000 end in a consonant as 0 does). A word in another script takes the form after a
 * vowel. For a message whose word varies: its `{nameJosa}` placeholder follows `{name}` (app/i18n/messages.test.ts).
 */
export function josaAfter<Pair extends JosaPair>(word: string, pair: Pair) {
  const last = LAST_SOUNDED.exec(word)?.[1] ?? ''
  const digit = /^\d$/.test(last) ? digitSounds[Number(last)] : undefined
  return josa.pick(digit ?? last, pair)
}
