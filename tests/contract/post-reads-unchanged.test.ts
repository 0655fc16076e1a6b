import { describe, expect, it } from 'vitest'
import { rawGet, setUpContractHarness } from './harness'

const harness = setUpContractHarness()

/**
 * An answer as JSON with its objects' keys sorted (their order carries nothing, RFC 8259) and the moment the seed ran,
 * when its items last changed, left out: the same in every run.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
  return Object.fromEntries(entries.map(([key, item]) => [key, key === 'modifiedAt' ? typeof item : canonical(item)]))
}

async function answer(path: string) {
  const response = await rawGet(harness, path, { 'accept-language': 'en-US' })
  expect(response.status, path).toBe(200)
  return canonical(response.json.data) as { id: number; items: { id: number }[] }
}

/**
 * Decision 120: the public reads of posts are derived from their kinds' declarations. What `/api/v1` sends for the
 * seeded items is what the hand-written shapes sent before, field for field (the company's backend speaks it too).
 */
describe('the public reads of posts, derived from their declarations', () => {
  it('send what they sent before, field for field', async () => {
    const answers: Record<string, unknown> = {}
    for (const type of ['news', 'patent', 'thesis'] as const) {
      const list = await answer(`/post/${type}?size=3`)
      answers[`${type} list`] = list
      answers[`${type} page`] = await answer(`/post/${type}/${list.items[0]?.id}`)
    }
    answers['press list'] = await answer('/post/press?size=3')
    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot('post-reads-unchanged.json')
  })
})
