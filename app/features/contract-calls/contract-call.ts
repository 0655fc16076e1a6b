import * as v from 'valibot'
import { ApiRequestError } from '~/api/api-errors'
import type { Endpoint, EndpointInput } from '~/api/contract/endpoint'
import { contractInput } from '~/api/contract-input'
import { m } from '~/paraglide/messages'

/** The endpoints one dispatching server function may call, by the contract's names (decision 119). */
export type EndpointTable = Readonly<Record<string, Endpoint>>

/** What the page sends a dispatching server function: the endpoint's name and its input, as the API client takes it. */
export interface ContractCall {
  endpoint: string
  input: { params?: unknown; query?: unknown; body?: unknown }
}

/** A call the server checked: the endpoint itself and its input as the endpoint's schemas output it. */
export interface CheckedCall {
  endpoint: Endpoint
  input: EndpointInput<Endpoint>
}

const absent = v.optional(v.undefined())

/** One endpoint's input as a whole: its parts' own schemas, nothing else (a part it has not must be absent). */
function inputSchemaOf(endpoint: Endpoint) {
  return v.strictObject({
    params: endpoint.params ?? absent,
    query: endpoint.query ? v.optional(endpoint.query) : absent,
    body: endpoint.body ?? absent,
  })
}

const callShape = v.strictObject({ endpoint: v.pipe(v.string(), v.maxLength(100)), input: v.unknown() })

/**
 * A dispatching server function's validator: the endpoint the call names from `table` (only its own keys, and only one
 * the dispatcher `takes`: a GET function only reads), and the
 * input checked by that endpoint's schemas as the API checks it. Anything else is the API's own refusal (400,
 * `BAD_REQUEST`, in the request's language), as a spelled-out server function's contractInput answers.
 */
export function checkedCallOf(table: EndpointTable, takes: (endpoint: Endpoint) => boolean = () => true) {
  const inputChecks = new Map<string, (input: unknown) => EndpointInput<Endpoint>>()
  const checkShape = contractInput(callShape)
  return (call: ContractCall): CheckedCall => {
    const { endpoint: name, input } = checkShape(call)
    const endpoint = Object.hasOwn(table, name) ? table[name] : undefined
    if (!endpoint || !takes(endpoint)) throw new ApiRequestError(400, 'BAD_REQUEST', m.api_error_bad_request())
    let check = inputChecks.get(name)
    if (!check) {
      check = contractInput(inputSchemaOf(endpoint)) as (input: unknown) => EndpointInput<Endpoint>
      inputChecks.set(name, check)
    }
    return { endpoint, input: check(input) }
  }
}

/** What a GET dispatcher takes: reads only, so that nothing changes by a GET. */
export const isRead = (endpoint: Endpoint) => endpoint.method === 'GET'

/** What a POST dispatcher of changes takes. */
export const isChange = (endpoint: Endpoint) => endpoint.method !== 'GET'

/**
 * A dispatcher's answer as Start's types see it: some serializable value. The page's typed caller (contract-caller.ts)
 * gives it the endpoint's own type again.
 */
export type DispatchedAnswer =
  | string
  | number
  | boolean
  | null
  | readonly DispatchedAnswer[]
  | { [key: string]: DispatchedAnswer }

/** A call's answer, handed to Start as a DispatchedAnswer (the API client checked it against the endpoint's schema). */
export const dispatched = (answer: Promise<unknown>) => answer as Promise<DispatchedAnswer>

/**
 * A contract group's calls but those a hand-written server function makes (its own logic: a cookie it writes or
 * clears, an answer it reshapes): a new call of the group is then dispatched as soon as it is in the contract.
 */
export function withoutCalls<T extends EndpointTable, K extends keyof T & string>(
  group: T,
  handWritten: readonly K[],
): Omit<T, K> {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !handWritten.includes(name as K))) as Omit<T, K>
}

type Merged<T extends readonly EndpointTable[]> = (
  T[number] extends infer G
    ? G extends unknown
      ? (group: G) => void
      : never
    : never
) extends (group: infer All) => void
  ? All
  : never

/** One audience's table from its groups; two calls of one name would leave one of them unreachable, so that fails. */
export function tableOf<T extends readonly EndpointTable[]>(...groups: T): Merged<T> {
  const table: Record<string, Endpoint> = {}
  for (const group of groups) {
    for (const [name, endpoint] of Object.entries(group)) {
      if (Object.hasOwn(table, name)) throw new Error(`two calls named ${name} in one dispatcher's table`)
      table[name] = endpoint
    }
  }
  return table as Merged<T>
}

/** A group's calls named after it, where the contract names them only within it (`list` → `mediaList`). */
export function named<P extends string, T extends EndpointTable>(prefix: P, group: T) {
  const entries = Object.entries(group).map(([name, endpoint]) => [
    `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}`,
    endpoint,
  ])
  return Object.fromEntries(entries) as { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] }
}
