import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error'
import { assertNewPasswordAcceptable } from './new-password-policy'
import { siteContextWords } from './password-context-words'

const siteWords = siteContextWords({ names: ['Cellactis'], siteUrl: 'https://www.cellactis.co.kr' })

async function refusal(password: string, email: string | null = 'someone@example.com', name: string | null = null) {
  try {
    await assertNewPasswordAcceptable(password, { email, name }, 'password', siteWords)
    return undefined
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { code: error.code, field: error.field }
  }
}

describe('a new password', () => {
  it('is refused when it is on the breached list, in any case, with symbols added at the end', async () => {
    for (const password of ['12345678', 'PASSWORD', 'Qwer1234!', '1q2w3e4r@#', 'zaq12wsx', 'sunshine', 'princess1']) {
      expect(await refusal(password)).toEqual({ code: 'PASSWORD_TOO_COMMON', field: 'password' })
    }
  })

  it('is refused when it is a Korean word typed in English mode, or a common one typed with the Korean input on', async () => {
    for (const password of ['dkssudgktpdy', 'tkfkdgody!', 'qlalfqjsgh', 'ㅂㅈㄷㄱ1234', '1ㅂ2ㅈ3ㄷ4ㄱ', '안녕하세요!!!']) {
      expect(await refusal(password)).toMatchObject({ code: 'PASSWORD_TOO_COMMON' })
    }
  })

  it('is refused when it holds the email name (3 characters or more, before any +tag)', async () => {
    expect(await refusal('xx-Minji.Park-2031', 'minji.park+shop@example.com')).toMatchObject({ code: 'PASSWORD_CONTAINS_EMAIL' })
    expect(await refusal('tangerine-jo-lantern', 'jo@example.com')).toBeUndefined()
    expect(await refusal('tangerine-jo-lantern', null)).toBeUndefined()
  })

  it("is refused when it holds the site's words or the member's name", async () => {
    expect(await refusal('CellActis#2031')).toMatchObject({ code: 'PASSWORD_CONTAINS_CONTEXT' })
    expect(await refusal('plum-harbour-Minji', null, 'Minji Park')).toMatchObject({ code: 'PASSWORD_CONTAINS_CONTEXT' })
    expect(await refusal('plum-harbour-Minji', null, null)).toBeUndefined()
  })

  it('passes when it is long and not on the list', async () => {
    for (const password of ['plum-harbour-77-lantern', 'correct horse battery staple', '귤나무-항구-77', 'Zq9#vL2m!xR4']) {
      expect(await refusal(password)).toBeUndefined()
    }
  })
})
