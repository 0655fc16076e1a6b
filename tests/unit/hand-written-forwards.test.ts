import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 67 §2 (decision 119): a server function that only forwards one endpoint to the API client is dispatched by
 * the contract, not written out. What is still written out is counted here: the ceiling only comes down. 153 before
 * the dispatchers; those left say why above them (a body larger than the common limit, an endpoint chosen by the
 * content kind, the visitor's address for a limit, a field the console never sends, a GET answered as an outcome).
 */
const HAND_WRITTEN_FORWARDS_CEILING = 18

const featuresDir = join(import.meta.dirname, '../../app/features')

const serverFunctionFiles = (readdirSync(featuresDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.functions.ts'))
  .map((file) => join(featuresDir, file))

/** Each `export const name = createServerFn(...)` chain of a file, its whitespace made single spaces. */
function chainsOf(source: string): Array<{ name: string; chain: string }> {
  return source
    .split(/\n(?=export const \w+ = createServerFn)/)
    .filter((part) => part.startsWith('export const'))
    .map((part) => ({
      name: /^export const (\w+)/.exec(part)?.[1] ?? '',
      chain: part.split(/\n\n/)[0]?.replace(/\s+/g, ' ') ?? '',
    }))
}

/**
 * A handler that is one call of the API client (`api`, `memberApi`, `staffApi`), perhaps wrapped to answer an outcome
 * or null, with its input taken apart from `data`: nothing of its own.
 */
const forwardingHandler =
  /\.handler\((?:async )?\((?:\{ data(?:: [^)]*)? \})?\) => (?:(?:actionOutcome|notFoundAsNull)\(\(\) => )?(?:api|memberApi|staffApi)\([\w.[\]()]+, \{[^;]*\}\)\)?,? ?\)$/

const isForward = (chain: string) => forwardingHandler.test(chain.trim())

function handWrittenForwards(): string[] {
  return serverFunctionFiles.flatMap((file) =>
    chainsOf(readFileSync(file, 'utf8'))
      .filter(({ chain }) => isForward(chain))
      .map(({ name }) => `${file.slice(featuresDir.length + 1)} ${name}`),
  )
}

describe('hand-written server functions that only forward an endpoint', () => {
  it('are recognised, written on one line or several, as outcomes or as reads', () => {
    const spelledOut = [
      "export const a = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.people, {}))",
      "export const b = createServerFn({ method: 'GET' })\n  .validator(contractInput(q))\n  .handler(({ data }) => api(e.newsList, { query: data }))",
      "export const c = createServerFn({ method: 'POST' })\n  .validator(v)\n  .handler(({ data: { id, ...body } }) =>\n    actionOutcome(() => staffApi(e.update, { params: { id }, body })),\n  )",
      "export const d = createServerFn({ method: 'GET' }).handler(() =>\n  staffApi(e.choices, {}),\n)",
    ]
    expect(
      spelledOut
        .flatMap(chainsOf)
        .filter(({ chain }) => isForward(chain))
        .map(({ name }) => name),
    ).toEqual(['a', 'b', 'c', 'd'])
    const ownLogic = [
      "export const e = createServerFn({ method: 'POST' }).handler(async () => {\n  const token = readStaffToken()\n  return api(e.logout, {})\n})",
      "export const f = createServerFn({ method: 'POST' }).handler(() => actionOutcome(async () => {\n  const { uri } = await memberApi(e.setup, {})\n  return { qr: qrCodeSvg(uri) }\n}))",
    ]
    expect(ownLogic.flatMap(chainsOf).filter(({ chain }) => isForward(chain))).toEqual([])
  })

  it(`number at most ${HAND_WRITTEN_FORWARDS_CEILING}`, () => {
    expect(handWrittenForwards().length, handWrittenForwards().join('\n')).toBeLessThanOrEqual(HAND_WRITTEN_FORWARDS_CEILING)
  })
})
