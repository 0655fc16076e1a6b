import type * as v from 'valibot'
import type { AnsweredCall, PersonalDataUse, RecordedByHandler } from './personal-data'
import type { StaffRole } from './staff-roles'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type AnySchema = v.GenericSchema<unknown, unknown>

/**
 * One call of the `/api/v1` contract: method, path template (`:name` segments), the schemas of its path
 * parameters, query and body, and the schema of what it answers inside `{ "data": ... }`.
 */
export interface Endpoint<
  TParams extends AnySchema | undefined = AnySchema | undefined,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TData extends AnySchema = AnySchema,
> {
  method: HttpMethod
  path: string
  params?: TParams
  query?: TQuery
  body?: TBody
  /**
   * The largest body it reads, in bytes (required with a body): a longer one is refused with 413 PAYLOAD_TOO_LARGE
   * before more than this is read, whether its length is declared or it comes chunked. Sized to hold the longest
   * valid body with every character escaped as \uXXXX, as an ASCII-only JSON encoder sends it.
   */
  maxBodyBytes?: number
  data: TData
  /** Public content a CDN may cache (per language); everything else is private. */
  publicCache?: boolean
  /**
   * A staff call (`/admin/...`): the roles that may make it. A signed-in staff member of another role is refused with
   * 403, and so is the machine credential (ADMIN_TOKEN) unless the call is marked `machine`.
   */
  roles?: readonly StaffRole[]
  /**
   * The machine credential (ADMIN_TOKEN) may make this call too (issue 37 §4): only what the operator's tools need
   * (the first admin and the staff command line, the inquiries' command line, the development SMS outbox). Everything
   * else is done by staff accounts.
   */
  machine?: true
  /**
   * A sensitive staff call (issue 37): a staff member whose password and code were last given more than
   * STAFF_PROOF_MINUTES ago in the session is refused with 403 REAUTHENTICATION_REQUIRED, and gives them again
   * (staffSessionEndpoints.proveAgain) before the same call goes through.
   */
  recentProof?: true
  /**
   * What a staff call does to members', inquirers' or sample requesters' personal data (view, change, input, delete,
   * print, download) and whose it is: each such call writes an access record (docs/decisions/0109). A read names its
   * subjects here, and the backend's edge records it once it has answered; a change or a file is recorded by its
   * handler.
   */
  personalData?: PersonalDataUse<CallOf<TParams, TQuery, TBody, TData>>
}

type Parsed<T> = [T] extends [AnySchema] ? v.InferOutput<T> : undefined

/** A call of an endpoint as its access record sees it: its checked input, and what its handler answered. */
export type CallOf<
  TParams extends AnySchema | undefined,
  TQuery extends AnySchema | undefined,
  TBody extends AnySchema | undefined,
  TData extends AnySchema,
> = AnsweredCall<Parsed<TParams>, Parsed<TQuery>, Parsed<TBody>, v.InferInput<TData>>

/**
 * A staff call answered as a file, outside the `{ data }` envelope (an attachment, an export): described beside the
 * endpoints, its route checking its roles, proof and input itself. A file of personal data is recorded by its route
 * before its first byte.
 */
export interface FileEndpoint {
  method: 'GET'
  path: string
  params?: AnySchema
  query?: AnySchema
  roles: readonly StaffRole[]
  machine?: true
  recentProof?: true
  personalData?: RecordedByHandler
}

/** A call the machine credential may make keeps `machine: true` in its type, so its handler is told to expect it. */
export type MachineCall = { machine: true }

export function defineEndpoint<
  TParams extends AnySchema | undefined = undefined,
  TQuery extends AnySchema | undefined = undefined,
  TBody extends AnySchema | undefined = undefined,
  TData extends AnySchema = AnySchema,
  TMachine extends true | undefined = undefined,
>(
  endpoint: Endpoint<TParams, TQuery, TBody, TData> & { machine?: TMachine } & (TBody extends AnySchema
      ? { maxBodyBytes: number }
      : unknown),
): Endpoint<TParams, TQuery, TBody, TData> & (TMachine extends true ? MachineCall : unknown) {
  return endpoint as Endpoint<TParams, TQuery, TBody, TData> & (TMachine extends true ? MachineCall : unknown)
}

/** The schemas an endpoint was defined with (its optional properties would otherwise add `undefined`). */
export type ParamsSchemaOf<E> = E extends Endpoint<infer P, AnySchema | undefined, AnySchema | undefined, AnySchema> ? P : never
export type QuerySchemaOf<E> = E extends Endpoint<AnySchema | undefined, infer Q, AnySchema | undefined, AnySchema> ? Q : never
export type BodySchemaOf<E> = E extends Endpoint<AnySchema | undefined, AnySchema | undefined, infer B, AnySchema> ? B : never

/** What a caller passes: only the parts the endpoint has. */
export type EndpointInput<E extends Endpoint> = (ParamsSchemaOf<E> extends AnySchema
  ? { params: v.InferInput<ParamsSchemaOf<E>> }
  : { params?: never }) &
  (QuerySchemaOf<E> extends AnySchema ? { query?: v.InferInput<QuerySchemaOf<E>> } : { query?: never }) &
  (BodySchemaOf<E> extends AnySchema ? { body: v.InferInput<BodySchemaOf<E>> } : { body?: never })

export type EndpointData<E extends Endpoint> = v.InferOutput<E['data']>

/** Fills a path template: `/post/news/:id` with `{ id: 3 }` → `/post/news/3` (each value URL-encoded). */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** A URL-encoded query string from a flat object; undefined values are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
