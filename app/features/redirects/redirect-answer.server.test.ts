import { describe, expect, it, vi } from 'vitest'
import type { SiteRedirect } from '~/api/contract/redirect-endpoints'

/**
 * The answer at the server's entry to a request for an old address, from a list that holds redirects kept before
 * today's rules (decision 111): those are not answered, and said so in the log, by id and without the visitor's text.
 */
const stored = vi.hoisted(() => ({
  list: [
    { id: 1, from: '/old-page', to: '/news', status: 301 },
    { id: 2, from: '/login', to: 'https://evil.example/login', status: 302 },
    { id: 3, from: '/reset-old', to: '//evil.example', status: 301 },
    { id: 4, from: '/Password/Reset', to: 'https://evil.example/', status: 301 },
    { id: 5, from: '/shop', to: 'https://shop.example/', status: 302 },
    { id: 6, from: '/bbs/board.php?wr_id=12&bo_table=news', to: '/news/12', status: 301 },
  ] satisfies SiteRedirect[],
  warnings: [] as unknown[][],
}))

vi.mock('~/api/api-client.server', () => ({ siteApi: async () => stored.list }))
vi.mock('~/backend/mount.server', () => ({ builtInBackendEnabled: false, onPublicContentChange: () => () => {} }))
vi.mock('~/server/logging/log.server', () => ({
  log: { warn: (...args: unknown[]) => stored.warnings.push(args), info: () => {}, error: () => {} },
}))

const { redirectAnswer } = await import('./redirect-answer.server')

const answerTo = async (target: string) => {
  const answer = await redirectAnswer(new Request(`http://site.test${target}`))
  return answer && [answer.status, answer.headers.get('location')]
}

describe('an old address with a query', () => {
  it('is redirected whatever the order of its parameters (decision 116)', async () => {
    expect(await answerTo('/bbs/board.php?bo_table=news&wr_id=12')).toEqual([301, '/news/12'])
    expect(await answerTo('/bbs/board.php?wr_id=12&bo_table=news')).toEqual([301, '/news/12'])
    expect(await answerTo('/bbs/board.php?bo_table=news&wr_id=13')).toBeUndefined()
  })
})

describe('a redirect stored before the rules that now refuse it', () => {
  it('is not answered: the site’s own page answers instead, and no visitor’s query goes to another host', async () => {
    expect(await answerTo('/old-page?lang=en-US')).toEqual([301, '/news?lang=en-US'])
    expect(await answerTo('/login?lang=ko-KR')).toBeUndefined()
    expect(await answerTo('/reset-old?token=secret')).toBeUndefined()
    expect(await answerTo('/Password/Reset?token=secret')).toBeUndefined()
    expect(await answerTo('/shop?token=secret')).toEqual([302, 'https://shop.example/'])
  })

  it('is logged once, by id, without any visitor’s text', async () => {
    await answerTo('/login?x=visitor-text')
    expect(stored.warnings).toHaveLength(1)
    expect(stored.warnings[0]?.[2]).toEqual({ ids: '2,3,4' })
    expect(JSON.stringify(stored.warnings)).not.toContain('visitor-text')
  })
})
