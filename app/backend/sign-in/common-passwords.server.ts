import { hangulKeystrokes } from './hangul-keystrokes'
import { koreanPasswordWords } from './korean-password-words'

/**
 * The passwords attackers try first: zxcvbn's list of 49,233 from public breaches (@zxcvbn-ts/language-common, keyboard
 * walks such as qwer1234, 1q2w3e4r, 1qaz2wsx and zxcvbnm among them) and a few Korean words as typed on the 2-set
 * layout. Server only: the list is about 500 kB and must never reach a page's JavaScript.
 */
let loading: Promise<ReadonlySet<string>> | undefined

async function load(): Promise<ReadonlySet<string>> {
  // Read on first use, not at start: most processes never see a new password.
  const { dictionary } = await import('@zxcvbn-ts/language-common')
  const list = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))
  for (const word of koreanPasswordWords) list.add(hangulKeystrokes(word).toLowerCase())
  return list
}

function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

const TRAILING_SYMBOLS = /[^\p{L}\p{N}]+$/u

/**
 * The spellings looked up: any case; without the symbols that password rules make people add at the end
 * ('password1!'); and the keys pressed, for a password typed with the Korean input on ('ㅂㅈㄷㄱ1234' is qwer1234).
 */
function spellings(password: string): string[] {
  const forms = [password.toLowerCase(), hangulKeystrokes(password).toLowerCase()]
  return forms.flatMap((form) => [form, form.replace(TRAILING_SYMBOLS, '')]).filter((form) => form.length > 0)
}

/** Whether the password, or an obvious spelling of it, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords()
  return spellings(password).some((form) => list.has(form))
}
