import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { toJSONAsync } from 'seroval'

export interface ServerFunction {
  /** The hash the browser calls it by (`/_serverFn/<id>`). */
  id: string
  method: 'GET' | 'POST'
  /**
   * The function's name in the source, from the server build's manifest; when two modules name a function alike (the
   * console's `endMemberSession` and the member area's), the module follows it: `endMemberSession (members.functions)`.
   */
  name: string
  /** The browser's chunk that holds its stub, as the page requests it (`/assets/<file>.js`). */
  chunk: string
}

const outputDir = () => process.env.E2E_OUTPUT_DIR ?? '.output'

/**
 * Server-function names by id, from the manifest the server build keeps
 * (`"<id>": { functionName: "<name>_...", importer: () => import("./<module>-<hash>.mjs") }`).
 */
function serverFunctionNames(): Map<string, string> {
  const found: Array<{ id: string; name: string; module: string }> = []
  const ssrDir = join(outputDir(), 'server', '_ssr')
  for (const file of readdirSync(ssrDir).filter((name) => name.endsWith('.mjs'))) {
    const code = readFileSync(join(ssrDir, file), 'utf8')
    const entries = code.matchAll(
      /"([0-9a-f]{64})": \{\s*functionName: "(\w+?)_createServerFn_handler",\s*importer: \(\) => import\("\.\/([\w.-]+?)-[\w-]+\.mjs"\)/g,
    )
    for (const [, id, name, module] of entries) found.push({ id: id as string, name: name as string, module: module as string })
  }
  const count = (name: string) => found.filter((fn) => fn.name === name).length
  return new Map(found.map((fn) => [fn.id, count(fn.name) > 1 ? `${fn.name} (${fn.module})` : fn.name]))
}

/** The server functions as the browser bundle calls them (their ids are only in the build). */
export function serverFunctionsOfBuild(): ServerFunction[] {
  const assets = join(outputDir(), 'public', 'assets')
  const names = serverFunctionNames()
  const found = new Map<string, ServerFunction>()
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8')
    for (const match of code.matchAll(/\{method:`(GET|POST)`\}\)\.handler\(\w+\(`([0-9a-f]{64})`\)\)/g)) {
      const id = match[2] as string
      const name = names.get(id) ?? `${id.slice(0, 12)}…`
      found.set(id, { id, method: match[1] as 'GET' | 'POST', name, chunk: `/assets/${file}` })
    }
  }
  return [...found.values()]
}

/** A server function of the build, by its name (serverFunctionsOfBuild), called as the browser bundle calls it, with `cookie`. */
export async function callServerFunction(
  request: APIRequestContext,
  name: string,
  data: unknown,
  cookie?: string,
): Promise<APIResponse> {
  const fn = serverFunctionsOfBuild().find((candidate) => candidate.name === name)
  if (!fn) throw new Error(`the build has no server function ${name}`)
  const headers: Record<string, string> = {
    'x-tsr-serverFn': 'true',
    'sec-fetch-site': 'same-origin',
    accept: 'application/json',
  }
  if (cookie) headers.cookie = cookie
  const payload = data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data }))
  return fn.method === 'GET'
    ? request.get(`/_serverFn/${fn.id}${payload ? `?payload=${encodeURIComponent(payload)}` : ''}`, { headers })
    : request.post(`/_serverFn/${fn.id}`, {
        headers: { ...headers, 'content-type': 'application/json' },
        data: payload ?? JSON.stringify(await toJSONAsync({ data: {} })),
      })
}
