import { SESSION_COOKIE } from './auth-support'
import { expect, test } from './fixtures'
import { signedUpMember } from './member-support'
import { sentInquiry } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { firstAttachmentId, STAFF_COOKIE, staffSession } from './staff-session-support'
import { msg } from './support'

/**
 * Issue 23: the console's downloads (an inquiry's attachment, the CSV export) go only to the roles that may have them,
 * always as attachments nothing keeps, and never for a link on another site or another subdomain of this one.
 */

test.describe("the console's downloads", () => {
  test('an attachment and the CSV export go to support and admin staff only, always as a download nothing keeps', async ({
    request,
    context,
  }) => {
    test.setTimeout(60_000)
    const inquiry = await sentInquiry(request)
    const attachment = `/api/console/inquiries/${inquiry.receipt}/attachments/${await firstAttachmentId(request, inquiry.receipt)}`
    const csv = `/api/console/inquiries.csv?q=${encodeURIComponent(inquiry.receipt)}&lang=ko-KR`
    const member = await signedUpMember(context, 'download-outsider')
    const [support, admin, editor] = await Promise.all([
      staffSession(request, 'support'),
      staffSession(request, 'admin'),
      staffSession(request, 'editor'),
    ])
    const get = (path: string, cookie?: string) => request.get(path, { headers: cookie ? { cookie } : {} })

    for (const path of [attachment, csv]) {
      for (const [who, cookie, status] of [
        ['no session', undefined, 401],
        ["a member's session", `${SESSION_COOKIE}=${member.token}`, 401],
        ["an editor's session", `${STAFF_COOKIE}=${editor.token}`, 403],
      ] as const) {
        const refused = await get(path, cookie)
        const label = `${path} with ${who}`
        expect(refused.status(), label).toBe(status)
        expect(refused.headers()['content-disposition'], label).toBeUndefined()
        expect(refused.headers()['cache-control'], label).toBe('private, no-store')
        expect(refused.headers()['x-content-type-options'], label).toBe('nosniff')
        expect(await refused.text(), label).not.toContain(inquiry.company)
      }
      for (const { staff, token } of [support, admin]) {
        const label = `${path} as ${staff.role}`
        const allowed = await get(path, `${STAFF_COOKIE}=${token}`)
        expect(allowed.status(), label).toBe(200)
        expect(allowed.headers()['content-disposition'], label).toMatch(/^attachment\b/)
        expect(allowed.headers()['x-content-type-options'], label).toBe('nosniff')
        expect(allowed.headers()['cache-control'], label).toBe('private, no-store')
      }
    }
    const exported = await get(csv, `${STAFF_COOKIE}=${support.token}`)
    expect(exported.headers()['content-type']).toMatch(/^text\/csv/)
    expect(await exported.text()).toContain(inquiry.company)
    const file = await get(attachment, `${STAFF_COOKIE}=${support.token}`)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test("a link on another site, or on another subdomain of this one, downloads nothing in a staff member's name", async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const inquiry = await sentInquiry(request)
    const attachment = `/api/console/inquiries/${inquiry.receipt}/attachments/${await firstAttachmentId(request, inquiry.receipt)}`
    const csv = `/api/console/inquiries.csv?q=${encodeURIComponent(inquiry.receipt)}&lang=en-US`
    const { staff, token } = await staffSession(request, 'support')
    const get = (path: string, fetchSite: string) =>
      request.get(path, {
        headers: { cookie: `${STAFF_COOKIE}=${token}`, 'sec-fetch-site': fetchSite, 'accept-language': 'en-US' },
      })

    for (const path of [attachment, csv]) {
      // `same-site`: another subdomain of the site, whose requests carry the console's SameSite=Strict cookie.
      for (const fetchSite of ['same-site', 'cross-site']) {
        const refused = await get(path, fetchSite)
        const label = `${path} from ${fetchSite}`
        expect(refused.status(), label).toBe(403)
        expect(refused.headers()['content-disposition'], label).toBeUndefined()
        expect(refused.headers()['content-type'], label).toMatch(/^text\/plain/)
        expect(await refused.text(), label).toBe(
          msg('en-US', 'admin_download_failed').replace('{message}', msg('en-US', 'api_error_forbidden')),
        )
      }
    }
    const exportsInAudit = async () => {
      const audit = await request.get('/api/v1/admin/audit?action=inquiry.export&size=100', {
        headers: await adminApiHeaders(request),
      })
      const { data } = (await audit.json()) as { data: { items: { actorEmail: string | null }[] } }
      return data.items.filter((entry) => entry.actorEmail === staff.email).length
    }
    expect(await exportsInAudit()).toBe(0)

    // From the console itself, or an address typed or bookmarked (`none`): the file.
    for (const path of [attachment, csv]) {
      for (const fetchSite of ['same-origin', 'none']) {
        const allowed = await get(path, fetchSite)
        expect(allowed.status(), `${path} from ${fetchSite}`).toBe(200)
        expect(allowed.headers()['content-disposition'], `${path} from ${fetchSite}`).toMatch(/^attachment\b/)
      }
    }
    expect(await exportsInAudit()).toBe(2)
  })
})
