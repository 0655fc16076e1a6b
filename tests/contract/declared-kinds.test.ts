import type * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '~/api/contract/endpoint'
import { surrogateKeyOf } from '~/api/contract/kinds/kind-declaration'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { declaredKinds } from '~/api/contract/kinds/kind-reads'
import { postEditingByType } from '~/api/contract/post-editing-endpoints'
import { type ContentChangeWatch, startContentChangeWatch } from '~/backend/content/content-change-watch.server'
import { EVERYTHING_KEY, SURROGATE_KEY_HEADER } from '~/backend/http/surrogate-keys'
import { rawGet } from './harness'
import { call, ok, staffMember } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * Decision 64: every kind declared in api/contract/kinds/, the post types among them, has its editing calls on the
 * built-in backend, its public reads carry its key for a shared cache, and a change of it purges that key. (Its
 * console page: features/staff-console/content/declared-kinds.test.ts.)
 */
const harness = setUpStaffHarness()
const purged: string[][] = []
let watch: ContentChangeWatch
let editor: Awaited<ReturnType<typeof staffMember>>

beforeAll(async () => {
  editor = await staffMember(harness, 'editor', 'declared-kinds')
  watch = startContentChangeWatch(harness.database, undefined, (keys) => purged.push([...keys]))
  await watch.listening
})

afterAll(() => watch.stop())

type EditingCalls = (typeof editingByKind)['openings'] & { reorder?: Endpoint }
/** A kind's editing calls: a content kind's under `/admin/content/<kind>`, a post type's under `/admin/content/posts/<type>`. */
const editingCalls = Object.fromEntries([...Object.entries(editingByKind), ...Object.entries(postEditingByType)]) as Record<
  string,
  EditingCalls
>

/**
 * A read's address: a path parameter with a list of values (`/page/:name`) given its first, an item's id (`/post/news/:id`)
 * the first item of the kind's read of a list.
 */
async function addressOf(read: Endpoint, reads: Endpoint[]): Promise<string> {
  const entries = (read.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries ?? {}
  let first: number | undefined
  if ('id' in entries) {
    const list = reads.find((candidate) => !candidate.params)
    const listed = (await rawGet(harness, list?.path ?? '')).json.data as { items?: Array<{ id: number }> } | undefined
    first = listed?.items?.[0]?.id
  }
  return read.path.replace(/:(\w+)/g, (_, name: string) => {
    const options = (entries[name] as { options?: readonly string[] } | undefined)?.options
    const value = name === 'id' ? first : options?.[0]
    if (value === undefined) throw new Error(`no value for ${read.path}'s :${name}`)
    return String(value)
  })
}

describe.each(declaredKinds)('the declared kind %s', (name, kind) => {
  const key = surrogateKeyOf(name, kind)
  const calls = editingCalls[name] as EditingCalls

  it('has its editing calls on the backend: its list, and its reorder when the site shows it in a chosen order', async () => {
    const list = await ok(harness, calls.list, { query: { size: 100 } }, editor.as)
    expect(list.items.length).toBeGreaterThan(0)
    const reorder = calls.reorder
    expect(Boolean(reorder)).toBe(kind.order !== 'none')
    if (reorder) {
      // A list that is not the current one is refused as stale: the call is there, and judged the list.
      const stale = await call(harness, reorder, { body: { ids: [999_999_999] } } as never, editor.as)
      expect(stale.json.error?.code).toBe('STALE_RECORD')
    }
  })

  const reads = Object.values(kind.reads)
  it.each(reads.map((read) => [read.path, read] as const))(
    'answers its public read %s with its key for a shared cache',
    async (_, read) => {
      const answer = await rawGet(harness, await addressOf(read, reads))
      expect(answer.status).toBe(200)
      expect(key).toBeDefined()
      expect(answer.headers.get(SURROGATE_KEY_HEADER)?.split(' ')).toContain(key)
    },
  )

  it('purges its key (or, when no read names it, every page) when one of its items changes', async () => {
    const [first] = (await ok(harness, calls.list, { query: { size: 1 } }, editor.as)).items
    if (!first) throw new Error(`no ${name} to change`)
    purged.length = 0
    await ok(harness, calls.publish, { params: { id: first.id }, body: {} }, editor.as)
    const expected = key ? [key, `${key}:${first.id}`] : [EVERYTHING_KEY]
    await expect.poll(() => purged).toContainEqual(expected)
  })
})
