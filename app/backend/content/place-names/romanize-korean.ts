import { romanize } from 'es-hangul'

/** Endings the Revised Romanization writes after a hyphen (`Gangnam-gu`, `Teheran-ro`), longest first. */
const hyphenatedEndings = ['대로', '번길', '로', '길', '시', '군', '구', '읍', '면']
const hangul = /[가-힣]/

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function romanizeWord(word: string): string {
  if (!hangul.test(word)) return word
  const floor = /^(\d+)층$/.exec(word)
  if (floor) return `${floor[1]}F`
  if (word.length > 2 && word.endsWith('약국')) return `${romanizeWord(word.slice(0, -2))} Yakguk`
  const ending = hyphenatedEndings.find((end) => word.length > end.length && word.endsWith(end))
  if (!ending) return capitalize(romanize(word))
  return `${capitalize(romanize(word.slice(0, -ending.length)))}-${romanize(ending)}`
}

/**
 * Korean text in the Latin alphabet by the Revised Romanization (es-hangul, with its sound-change rules), a word at a
 * time: each word capitalized, administrative and road endings after a hyphen. For names no one has written in another
 * language yet (see docs/decisions/0050-place-and-pharmacy-names-in-each-language.md).
 */
export function romanizeKorean(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) =>
      part.trim()
        ? part
            .split(/([,·])/)
            .map(romanizeWord)
            .join('')
        : part,
    )
    .join('')
}
