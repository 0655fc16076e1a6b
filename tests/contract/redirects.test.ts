import { describe, expect, it } from 'vitest'
import { callApi } from '~/api/client.server'
import type { EndpointInput } from '~/api/contract/endpoint'
import { redirectEndpoints as api } from '~/api/contract/redirect-endpoints'
import { redirectImportLimit } from '~/backend/content/redirects/redirects.routes'
import { send } from './auth-support'
import { auditMark, auditSince } from './ops-support'
import { addTestStaff, asStaff, expectOk, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

/** Issue 40 §3: editors' redirects from old addresses, their rules, the site's read and hit reports, a CSV import. */
const harness = setUpStaffHarness()
const db = () => harness.database.db

async function staffToken(role: 'admin' | 'editor' | 'support') {
  return signInStaff(harness, 'http', await addTestStaff(harness, role, `redirect-${role}`))
}

/** A call as the site makes it for itself (siteApi), over the in-process transport. */
const siteContext = () => ({
  ...harness.transports['in-process'],
  locale: 'ko-KR',
  unavailableMessage: '-',
  siteItself: true as const,
})
const asSite = (input: EndpointInput<typeof api.reportHits>) => callApi(api.reportHits, input, siteContext())
const siteList = () => callApi(api.siteRedirects, {}, siteContext())
const csv = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`).toString('base64')

describe('redirects', () => {
  it('are edited by editors and admins only', async () => {
    const refusals = roleRefusalLog()
    const support = asStaff(await staffToken('support'))
    const body = { from: '/support-old', to: '/news', status: 301 as const }
    expect((await send(harness, 'http', api.redirectList, { query: {} }, support)).status).toBe(403)
    expect((await send(harness, 'http', api.createRedirect, { body }, support)).status).toBe(403)
    expect((await send(harness, 'http', api.createRedirect, { body }, {})).status).toBe(401)
    refusals.mockRestore()
  })

  it('are listed whole to the site itself only, on either transport', async () => {
    const as = asStaff(await staffToken('editor'))
    await expectOk(harness, 'http', api.createRedirect, { body: { from: '/listed-to-site', to: '/news', status: 301 } }, as)
    for (const transport of ['http', 'in-process'] as const) {
      expect((await send(harness, transport, api.siteRedirects, {})).status, transport).toBe(403)
      expect((await send(harness, transport, api.siteRedirects, {}, as)).status, `${transport} as staff`).toBe(403)
    }
    expect(await siteList()).toContainEqual(expect.objectContaining({ from: '/listed-to-site', to: '/news' }))
  })

  it('are created, changed and deleted by an editor, audited, and read by the site at once', async () => {
    const as = asStaff(await staffToken('editor'))
    const mark = await auditMark(db())
    const created = await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: ' /회사소개/ ', to: '/company/intro', status: 301 } },
      as,
    )
    expect(await siteList()).toContainEqual({
      id: created.id,
      from: '/%ED%9A%8C%EC%82%AC%EC%86%8C%EA%B0%9C',
      to: '/company/intro',
      status: 301,
    })

    const found = await expectOk(harness, 'http', api.redirectList, { query: { q: '회사소개' } }, as)
    expect(found.items.map((item) => item.id)).toEqual([created.id])
    expect(found.items[0]).toMatchObject({ hits: 0, lastHitAt: null, updatedBy: 'redirect-editor 직원' })

    const fields = { from: '/회사소개', to: 'https://example.com/about', status: 302 as const, offSite: true }
    const changed = await expectOk(
      harness,
      'http',
      api.updateRedirect,
      { params: { id: created.id }, body: { version: 1, fields } },
      as,
    )
    expect(changed.version).toBe(2)
    const stale = await send(
      harness,
      'http',
      api.updateRedirect,
      { params: { id: created.id }, body: { version: 1, fields } },
      as,
    )
    expect(stale.status).toBe(409)
    expect((await siteList()).find((redirect) => redirect.id === created.id)).toMatchObject({
      to: 'https://example.com/about',
      status: 302,
    })

    await expectOk(harness, 'http', api.deleteRedirect, { params: { id: created.id }, query: { version: 2 } }, as)
    expect((await siteList()).some((redirect) => redirect.id === created.id)).toBe(false)
    expect((await auditSince(db(), mark)).map((entry) => entry.action)).toEqual([
      'redirect.create',
      'redirect.update',
      'redirect.delete',
    ])
  })

  it('refuse a site address, a bad to-address, a taken from-address, chains and loops, saying which field', async () => {
    const as = asStaff(await staffToken('editor'), 'en-US')
    const create = (from: string, to: string) =>
      send(harness, 'http', api.createRedirect, { body: { from, to, status: 301 } }, as)
    for (const [from, to] of [
      ['/admin', '/news'],
      ['/', '/news'],
      ['/api/v1/redirects', '/news'],
      ['/fine', 'javascript:alert(1)'],
      ['/fine', '//evil.example'],
      ['no-slash', '/news'],
      // The site's own pages and files, in any spelling: a content role may not send members signing in elsewhere.
      ['/login', '/news'],
      ['/LOGIN', '/news'],
      ['/login;x', '/news'],
      ['/login.', '/news'],
      ['/%6Cogin', '/news'],
      ['/signup/', '/news'],
      ['/mypage/points', '/news'],
      ['/password/reset', '/news'],
      ['/email/verify', '/news'],
      ['/contact', '/news'],
      ['/robots.txt', '/news'],
      ['/favicon.ico', '/news'],
      ['/.well-known/security.txt', '/news'],
      // To-addresses a browser resolves to another host.
      ['/fine', '/.//evil.example'],
      ['/fine', '/x/..//evil.example'],
      ['/fine', '/%2e//evil.example'],
      ['/fine', '/./\\evil.example'],
    ] as const) {
      expect((await create(from, to)).status, `${from} → ${to}`).toBe(400)
    }
    // Another site only by the editor's explicit choice; the site's own absolute address is a path here, so a loop.
    const offSite = await create('/old-shop', 'https://shop.example/')
    expect(offSite.json.error?.fields?.to?.message).toMatch(/on another site/)
    const mark = await auditMark(db())
    await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: '/old-shop', to: 'https://shop.example/', status: 302, offSite: true } },
      as,
    )
    const [created] = await auditSince(db(), mark, 'redirect.create')
    expect(created?.after).toMatchObject({ to: 'https://shop.example/', offSite: true })
    expect((await create('/own-loop', 'http://localhost:3000/own-loop/')).json.error?.fields?.to?.message).toMatch(
      /back to the old one/,
    )
    await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: '/own', to: 'http://localhost:3000/press', status: 301 } },
      as,
    )
    expect(await siteList()).toContainEqual(expect.objectContaining({ from: '/own', to: '/press' }))
    await expectOk(harness, 'http', api.createRedirect, { body: { from: '/chain-a', to: '/chain-b', status: 301 } }, as)
    const taken = await create('/chain-a/', '/other')
    expect(taken.json.error?.fields?.from?.message).toMatch(/redirected already/)
    // To an address that is itself redirected, and from an address another redirect sends visitors to.
    expect((await create('/chain-start', '/chain-a')).json.error?.fields?.to?.message).toMatch(/itself redirected/)
    expect((await create('/chain-b', '/chain-c')).json.error?.fields?.from?.message).toMatch(/Another redirect/)
    expect((await create('/loop', '/loop?again=1')).json.error?.fields?.to?.message).toMatch(/back to the old one/)
    expect((await create('/Loop2', '/loop2/')).json.error?.fields?.to?.message).toMatch(/back to the old one/)
  })

  it('count the hits only the site itself reports, never later than now', async () => {
    const as = asStaff(await staffToken('editor'))
    const { id } = await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: '/hit-me', to: '/news', status: 301 } },
      as,
    )
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const hits = {
      hits: [
        { id, count: 3, at: future },
        { id, count: 2, at: new Date().toISOString() },
        { id: 999_999, count: 1, at: future },
      ],
    }
    // Neither a visitor over HTTP nor a call in-process that is not the site's own may count hits.
    expect((await send(harness, 'http', api.reportHits, { body: hits })).status).toBe(403)
    expect((await send(harness, 'in-process', api.reportHits, { body: hits })).status).toBe(403)
    expect(await asSite({ body: hits })).toEqual({ counted: 1 })
    const [listed] = (await expectOk(harness, 'http', api.redirectList, { query: { q: '/hit-me' } }, as)).items
    expect(listed?.hits).toBe(5)
    expect(Date.parse(listed?.lastHitAt ?? '')).toBeLessThanOrEqual(Date.now() + 1_000)
  })

  it('are imported from a CSV: checked row by row against the file and the list, then written whole or not at all', async () => {
    const as = asStaff(await staffToken('editor'))
    await expectOk(harness, 'http', api.createRedirect, { body: { from: '/listed', to: '/news', status: 301 } }, as)
    const importFile = (content: string, dryRun: boolean) =>
      send(harness, 'http', api.importRedirects, { body: { dryRun, file: { name: 'old-site.csv', content } } }, as)

    const bad = csv(
      'from,to,status',
      '/old-1,/news/1,301',
      'not-a-path,/news/2,',
      '/admin/x,/news,301',
      '/old-1,/news/3,302',
      '/old-2,/old-1,301',
      '/old-3,/news,307',
      '/old-4,javascript:alert(1),',
      '/news,/listed,',
      '/old-5,https://elsewhere.example/,',
      '/old-6,/.//evil.example,',
      '/LOGIN,/news,',
    )
    const checked = (await importFile(bad, false)).json.data
    expect(checked?.imported).toBe(false)
    expect(checked?.problems).toEqual([
      { line: 3, code: 'invalid_from' },
      { line: 4, code: 'reserved_from' },
      { line: 5, code: 'duplicate_from' },
      { line: 6, code: 'chain' },
      { line: 7, code: 'invalid_status' },
      { line: 8, code: 'invalid_to' },
      { line: 9, code: 'reserved_from' },
      { line: 10, code: 'off_site_to' },
      { line: 11, code: 'invalid_to' },
      { line: 12, code: 'reserved_from' },
    ])
    expect((await siteList()).some((redirect) => redirect.from === '/old-1')).toBe(false)

    // Korean Excel's CP949, no header row; a listed from-address takes the file's to-address.
    // '/옛-게시판,/news/5,301' and '/listed,/press,302' as CP949 bytes.
    const cp949 = '2fbfbe2db0d4bdc3c6c72c2f6e6577732f352c3330310d0a2f6c69737465642c2f70726573732c3330320d0a'
    const good = Buffer.from(cp949, 'hex').toString('base64')
    const mark = await auditMark(db())
    const dry = (await importFile(good, true)).json.data
    expect(dry).toMatchObject({ rows: 2, added: 1, updated: 1, problems: [], imported: false })
    expect((await importFile(good, false)).json.data).toMatchObject({ imported: true })
    const list = await siteList()
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ from: '/listed', to: '/press', status: 302 })]))
    expect(list.some((redirect) => redirect.from === encodeURI('/옛-게시판'))).toBe(true)
    const entries = await auditSince(db(), mark)
    expect(entries.map((entry) => entry.action)).toEqual(['redirect.create', 'redirect.update', 'redirect.import'])
    // Every redirect it adds, and every one it changes with what it led to before.
    const [added, changed] = entries
    expect(added).toMatchObject({ targetType: 'redirect', after: { from: encodeURI('/옛-게시판'), to: '/news/5' } })
    expect(added?.targetId).toBe(String(list.find((redirect) => redirect.from === encodeURI('/옛-게시판'))?.id))
    expect(changed).toMatchObject({
      before: { from: '/listed', to: '/news', status: 301 },
      after: { from: '/listed', to: '/press', status: 302 },
      detail: { file: 'old-site.csv' },
    })

    // Rows to another site only when the file is sent as one that may send visitors elsewhere.
    const elsewhere = csv('/old-elsewhere,https://elsewhere.example/a,302')
    expect((await importFile(elsewhere, true)).json.data?.problems).toEqual([{ line: 1, code: 'off_site_to' }])
    const allowed = await send(
      harness,
      'http',
      api.importRedirects,
      { body: { dryRun: false, offSite: true, file: { name: 'elsewhere.csv', content: elsewhere } } },
      as,
    )
    expect(allowed.json.data).toMatchObject({ imported: true, offSite: 1 })
    const offSiteCreated = (await auditSince(db(), mark, 'redirect.create')).at(-1)
    expect(offSiteCreated?.after).toMatchObject({ to: 'https://elsewhere.example/a', offSite: true })
  })

  it('refuse an editor past the hour’s imports, checks included, naming redirect imports', async () => {
    const as = asStaff(await signInStaff(harness, 'http', await addTestStaff(harness, 'editor', 'redirect-limit')), 'en-US')
    const content = csv('/limit-old,/news,301')
    const answers = await Promise.all(
      Array.from({ length: redirectImportLimit.perHour + 1 }, () =>
        send(harness, 'http', api.importRedirects, { body: { dryRun: true, file: { name: 'f.csv', content } } }, as),
      ),
    )
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.json.error?.message).toMatch(new RegExp(`^Redirect CSV imports .* ${redirectImportLimit.perHour} an hour`))
  })
})
