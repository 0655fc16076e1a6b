import { expect } from './fixtures'
import { adminHeadersAt } from './staff-api-support'

/** One call to the admin API, however it travels (straight to a server, or through a balancer to one instance). */
export type AdminCall = (path: string, init: { method: string; body: string }) => Promise<{ status: number; body: string }>

/** The admin API of the server at `origin`, as an admin signed in there. */
export function adminApiAt(origin: string): AdminCall {
  return async (path, init) => {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { ...(await adminHeadersAt(origin)), 'content-type': 'application/json' },
    })
    return { status: response.status, body: await response.text() }
  }
}

/** Creates a news item titled `title` in Korean and publishes it, as an editor's console does; resolves with its id. */
export async function publishNewsItem(send: AdminCall, title: string): Promise<number> {
  const created = await send('/api/v1/admin/content/posts/news', {
    method: 'POST',
    body: JSON.stringify({
      title: { 'ko-KR': title },
      summary: { 'ko-KR': title },
      body: { 'ko-KR': title },
      publishedAt: '2099-12-31',
    }),
  })
  expect(created.status, created.body).toBeLessThan(300)
  const { id } = (JSON.parse(created.body) as { data: { id: number } }).data
  const published = await send(`/api/v1/admin/content/posts/news/${id}/publish`, { method: 'POST', body: '{}' })
  expect(published.status, published.body).toBeLessThan(300)
  return id
}
