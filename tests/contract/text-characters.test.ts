import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { transportNames } from './harness'
import { inquiryForm, postMultipart, setUpInquiryHarness, solveCaptcha, validInquiry } from './inquiry-support'
import { newMember } from './member-support'
import { csvOf, importFile } from './pharmacy-editing-support'
import { newsFields, staffMember } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * Issue 65 §3 (decision 105): every text a visitor, member or staff member sends is checked once, at the contract's
 * edge: a control character, half a surrogate pair or a noncharacter (U+FFFF made every feed invalid XML; a lone
 * surrogate answered 500 on PostgreSQL's json) is refused, and so is a line break or a tab in a field of one line; the
 * refusal is a 400 naming the field, in the request's language.
 */
const harness = setUpStaffHarness()
const inquiries = setUpInquiryHarness()

const unkeepable = (locale: 'ko-KR' | 'en-US' | 'ja-JP' | 'zh-CN' | 'zh-TW') => m.api_error_text_unkeepable({}, { locale })
const lineBreak = (locale: 'ko-KR' | 'en-US' | 'ja-JP' | 'zh-CN' | 'zh-TW') => m.api_error_text_line_break({}, { locale })

/** The error body's field and message, or the status and body when it is no such refusal. */
function refusedField(answer: { status: number; json: { error?: { fields?: Record<string, { message: string }> } } }) {
  const fields = Object.entries(answer.json.error?.fields ?? {})
  if (answer.status !== 400 || fields.length !== 1) return { status: answer.status, body: answer.json }
  const [[field, { message }]] = fields as [[string, { message: string }]]
  return { field, message }
}

describe.each(transportNames)('a member’s texts over %s', (transport) => {
  it('refuses a character nothing can keep or a line break in the profile’s name, in the member’s language, and keeps the profile', async () => {
    const member = await newMember(harness, transport, `text-${transport}`)
    const profile = { name: '김하나', zipcode: null, address1: '판교로 289', address2: null, birthday: null }
    const save = (change: object, locale = 'ja-JP') =>
      send(
        harness,
        transport,
        memberAreaEndpoints.updateProfile,
        { body: { ...profile, ...change } },
        { token: member.token, locale },
      )
    expect((await save({})).status).toBe(200)
    for (const name of ['김\u0000하나', '김하나\ud800', '김하나\uffff', '\ufdd0김하나', '김\u001b[31m하나']) {
      expect(refusedField(await save({ name })), JSON.stringify(name)).toEqual({ field: 'name', message: unkeepable('ja-JP') })
    }
    expect(refusedField(await save({ address1: '판교로\t289' }, 'zh-TW'))).toEqual({
      field: 'address1',
      message: lineBreak('zh-TW'),
    })
    const me = await send(harness, transport, signInEndpoints.me, {}, { token: member.token })
    expect(me.json.data).toMatchObject({ name: '김하나', address1: '판교로 289' })
  })

  it('takes a question’s lines and tabs in its text, and refuses them in its title', async () => {
    const member = await newMember(harness, transport, `question-${transport}`)
    const ask = (body: { title: string; content: string }) =>
      send(harness, transport, memberAreaEndpoints.askQuestion, { body }, { token: member.token, locale: 'en-US' })
    expect((await ask({ title: 'Samples', content: 'First line\n\tindented\r\nthird' })).status).toBe(200)
    expect(refusedField(await ask({ title: 'Samples\nplease', content: 'x' }))).toEqual({
      field: 'title',
      message: lineBreak('en-US'),
    })
    expect(refusedField(await ask({ title: 'Samples', content: 'x\u0007' }))).toEqual({
      field: 'content',
      message: unkeepable('en-US'),
    })
  })
})

describe('a staff member’s texts', () => {
  it('refuses U+FFFF in a news title and a lone surrogate in its search fields, naming the field and language, never 500', async () => {
    const editor = await staffMember(harness, 'editor', 'text-editor')
    const create = (change: object) =>
      send(
        harness,
        'http',
        news.create,
        { body: { ...newsFields('글자'), ...change } as never },
        { ...editor.as, locale: 'en-US' },
      )
    const title = { 'ko-KR': '새 소식', 'en-US': 'News\uffff' }
    expect(refusedField(await create({ title }))).toEqual({ field: 'title.en-US', message: unkeepable('en-US') })
    const seo = { translations: { 'ko-KR': { title: '검색 제목\ud800', description: '' } } }
    expect(refusedField(await create({ seo }))).toEqual({ field: 'seo.translations.ko-KR.title', message: unkeepable('en-US') })
    const described = { translations: { 'ko-KR': { title: '검색 제목', description: '첫 줄\n둘째 줄' } } }
    expect((await create({ seo: described })).status).toBe(200)
  })

  it('refuses a broken character in a rich text’s text node, naming where it is', async () => {
    const editor = await staffMember(harness, 'editor', 'rich-text-editor')
    const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })
    const body = { 'ko-KR': doc('본문\t탭'), 'zh-CN': doc('正文\ufffe') }
    const answer = await send(harness, 'in-process', news.create, { body: { ...newsFields('본문'), body } as never }, editor.as)
    expect(refusedField(answer)).toEqual({ field: 'body.zh-CN.content.0.content.0.text', message: unkeepable('ko-KR') })
  })

  it('reports a pharmacy or redirect file’s row holding such a character as a row at fault, and imports nothing', async () => {
    const row = (name: string, district: string) => [
      name,
      '서울특별시 중구 세종대로 110',
      '02-120-0000',
      '서울특별시',
      district,
      '',
      '',
      '',
      '',
    ]
    const file = csvOf([row('시청약국', '중구'), row('세종약국\u0000', '중구'), row('광장약국', '중\t구')])
    const pharmacies = await importFile(harness, file, { locale: 'en-US' })
    expect(pharmacies.json.data?.imported).toBe(false)
    expect(pharmacies.json.data?.problems.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 3, column: '약국명', code: 'unkeepable_text' },
      { line: 4, column: '시군구', code: 'line_break' },
    ])
    const editor = await staffMember(harness, 'editor', 'redirect-importer')
    const csv = ['from,to,status', '/old-a,/news,301', '/old-b\uffff,/news,301', '/old-c,/ne\tws,'].join('\r\n')
    const content = Buffer.from(csv).toString('base64')
    const answer = await send(
      harness,
      'http',
      redirectEndpoints.importRedirects,
      { body: { dryRun: false, file: { name: 'a.csv', content } } },
      editor.as,
    )
    expect(answer.json.data?.imported).toBe(false)
    expect(answer.json.data?.problems).toEqual([
      { line: 3, code: 'unkeepable_text' },
      { line: 4, code: 'line_break' },
    ])
  })
})

describe('a visitor’s texts', () => {
  it('refuses a noncharacter in the finder’s query, naming it', async () => {
    const answer = await send(harness, 'http', publicApi.pharmacyPage, { query: { query: '약국\uffff' } }, { locale: 'zh-CN' })
    expect(refusedField(answer)).toEqual({ field: 'query', message: unkeepable('zh-CN') })
  })

  it.each(transportNames)(
    'refuses an inquiry sent as a form whose subject or name holds one, naming each field (%s)',
    async (transport) => {
      const form = inquiryForm({
        ...validInquiry,
        subject: '견적 문의\uffff',
        fullName: '홍길동\u0001',
        content: '첫 줄\n\t둘째 줄',
        captcha: await solveCaptcha(inquiries, transport),
      })
      const answer = await postMultipart(inquiries, transport, form, 'ko-KR')
      expect(answer.status).toBe(400)
      expect(answer.json.error?.fields).toEqual({
        subject: { code: 'api_error_text_unkeepable', message: unkeepable('ko-KR') },
        fullName: { code: 'api_error_text_unkeepable', message: unkeepable('ko-KR') },
      })
    },
  )
})

describe('the nearby search’s numbers', () => {
  it('refuses a product id past PostgreSQL’s integer with 400 naming it, and takes an underflowing coordinate as 0', async () => {
    const nearby = (body: object) => send(harness, 'http', publicApi.pharmacyNearby, { body } as never, { locale: 'en-US' })
    const tooLarge = await nearby({ latitude: 37.5, longitude: 127, idProduct: 2 ** 31 })
    expect(tooLarge.status).toBe(400)
    expect(Object.keys(tooLarge.json.error?.fields ?? {})).toEqual(['idProduct'])
    for (const place of [
      { latitude: 5e-324, longitude: 127 },
      { latitude: 37.5, longitude: -5e-324 },
    ]) {
      const answer = await nearby({ ...place, size: 1 })
      expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    }
  })
})
