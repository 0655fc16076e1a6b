import { describe, expect, it } from 'vitest'
import { companyDetailsEndpoints as api } from '~/api/contract/company-details-endpoints'
import { siteDefaults } from '~/config/site-defaults'
import { send } from './auth-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, expectOk, roleRefusalLog, signInStaff } from './staff-support'

const harness = setUpOpsHarness()
const db = () => harness.database.db

async function signedIn(role: 'editor' | 'support' | 'admin', label: string) {
  return asStaff(await signInStaff(harness, 'http', await addTestStaff(harness, role, label)))
}

const edited = {
  name: { 'ko-KR': '주식회사 셀락티스 바이오', 'en-US': 'Cellactis Bio Co., Ltd.' },
  ceo: { 'ko-KR': '이서연', 'en-US': 'Seoyeon Lee', 'ja-JP': '' },
  address: { 'ko-KR': '서울특별시 강남구 테헤란로 1' },
  mailOrderRegNo: { 'ko-KR': '제2026-서울강남-0001호' },
  businessRegNo: '123-45-67890',
  phone: '02-1234-5678',
  email: 'hello@example.com',
  videoId: 'dQw4w9WgXcQ',
  location: null,
}

describe('the company details', () => {
  it('are the shipped ones until staff save their own, which visitors read at once in their language', async () => {
    const shipped = await expectOk(harness, 'http', api.companyDetails, {}, { locale: 'en-US' })
    expect(shipped).toMatchObject({ name: siteDefaults.company.name['en-US'], phone: siteDefaults.company.phone, videoId: null })

    const editor = await signedIn('editor', 'company-editor')
    const before = await expectOk(harness, 'http', api.companyDetailsForEditing, {}, editor)
    expect(before.version).toBe(1)
    const mark = await auditMark(db())
    const saved = await expectOk(
      harness,
      'http',
      api.saveCompanyDetails,
      { body: { version: before.version, fields: edited } },
      editor,
    )
    expect(saved.version).toBe(2)

    const english = await expectOk(harness, 'http', api.companyDetails, {}, { locale: 'en-US' })
    expect(english).toMatchObject({ name: 'Cellactis Bio Co., Ltd.', ceo: 'Seoyeon Lee', phone: '02-1234-5678', location: null })
    // A language left empty falls back to Korean.
    const japanese = await expectOk(harness, 'http', api.companyDetails, {}, { locale: 'ja-JP' })
    expect(japanese).toMatchObject({ name: '주식회사 셀락티스 바이오', ceo: '이서연', address: '서울특별시 강남구 테헤란로 1' })

    const [entry] = await auditSince(db(), mark, 'company.update')
    expect(entry?.after).toMatchObject({ phone: '02-1234-5678' })
  })

  it('refuse a save over someone else’s newer one, and change nothing', async () => {
    const first = await signedIn('editor', 'company-first')
    const second = await signedIn('admin', 'company-second')
    const read = await expectOk(harness, 'http', api.companyDetailsForEditing, {}, first)
    await expectOk(
      harness,
      'http',
      api.saveCompanyDetails,
      { body: { version: read.version, fields: { ...edited, phone: '02-2222-2222' } } },
      second,
    )
    const stale = await send(
      harness,
      'http',
      api.saveCompanyDetails,
      { body: { version: read.version, fields: { ...edited, phone: '02-3333-3333' } } },
      first,
    )
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ error: { code: 'STALE_RECORD' } })
    expect((await expectOk(harness, 'http', api.companyDetails, {}, {})).phone).toBe('02-2222-2222')
  })

  it('refuse support staff, a missing Korean name and a malformed registration number', async () => {
    const support = await signedIn('support', 'company-support')
    const warnings = roleRefusalLog()
    const refused = await send(harness, 'http', api.saveCompanyDetails, { body: { version: 1, fields: edited } }, support)
    expect(refused.status).toBe(403)
    expect(warnings).toHaveBeenCalledTimes(1)
    warnings.mockRestore()
    const editor = await signedIn('editor', 'company-bad-input')
    const { version } = await expectOk(harness, 'http', api.companyDetailsForEditing, {}, editor)
    for (const fields of [
      { ...edited, name: { 'ko-KR': '  ', 'en-US': 'Only English' } },
      { ...edited, businessRegNo: '1234567890' },
      { ...edited, location: { lat: 91, lng: 0 } },
    ]) {
      const answer = await send(harness, 'http', api.saveCompanyDetails, { body: { version, fields } }, editor)
      expect(answer.status).toBe(400)
    }
  })
})
