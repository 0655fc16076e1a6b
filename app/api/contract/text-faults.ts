import type * as v from 'valibot'
import type { SchemaNode } from './schema-node'
import { type TextFault, textFault } from './text-fault'
import { textMarkOf } from './typed-text'

/** A text at fault: where it is (the dot path the error body's `fields` names, `title.ko-KR`), and why. */
export interface TextFaultAt {
  path: string
  fault: TextFault
}

const wrappers = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
])

/** Every schema that may describe `value` where `schema` stands: through wrappers, unions, lazy ones and pipes. */
function describing(schema: SchemaNode, value: unknown, found: Set<SchemaNode>): Set<SchemaNode> {
  if (found.has(schema)) return found
  found.add(schema)
  // A pipe may hold schemas after its first (rich text's document: a check on anything, then an object).
  for (const step of schema.pipe ?? []) if ((step as SchemaNode).kind === 'schema') describing(step as SchemaNode, value, found)
  if (schema.wrapped && wrappers.has(schema.type ?? '')) describing(schema.wrapped, value, found)
  if (schema.type === 'lazy' && schema.getter) describing(schema.getter(value), value, found)
  if (schema.type === 'union' || schema.type === 'variant' || schema.type === 'intersect')
    for (const option of schema.options ?? []) describing(option, value, found)
  return found
}

/** The schemas of a member of an object or an array (`key`), by the schemas of their holder. */
function childSchemas(holders: Set<SchemaNode>, key: string | number): SchemaNode[] {
  const children: SchemaNode[] = []
  for (const holder of holders) {
    const child =
      typeof key === 'number'
        ? (holder.item ?? holder.items?.[key] ?? holder.rest)
        : (holder.entries?.[key] ?? (holder.type === 'record' ? holder.value : holder.rest))
    if (child) children.push(child)
  }
  return children
}

interface Visit {
  value: unknown
  schemas: SchemaNode[]
  key?: string | number
  parent?: Visit
}

/**
 * Where a visit is, as a field's dot path: up to its first key no schema names (then the field that holds it), so that
 * a refusal never repeats a key the caller made up.
 */
function pathOf(visit: Visit | undefined): string {
  const visits: Visit[] = []
  for (let at = visit; at?.key !== undefined; at = at.parent) visits.push(at)
  const keys: Array<string | number> = []
  for (const at of visits.reverse()) {
    if (typeof at.key === 'string' && at.schemas.length === 0) break
    keys.push(at.key as string | number)
  }
  return keys.join('.')
}

/**
 * The texts of a request's part (its path parameters, its query or its JSON body) that the contract refuses, by the rule
 * of every text (text-characters.ts), each a line unless its schema marks it multi-line (a password, marked secret, is
 * not read: typed-text.ts), in the order they come, at most `limit`. Every string counts, an object's keys too, and
 * those no schema names. The walk follows the value, not the schema, with a stack of its own: bounded by the body's
 * size, not by its nesting.
 */
export function textFaults(schema: v.GenericSchema | undefined, value: unknown, limit = Number.POSITIVE_INFINITY): TextFaultAt[] {
  const faults: TextFaultAt[] = []
  const stack: Visit[] = [{ value, schemas: schema ? [schema as SchemaNode] : [] }]
  while (stack.length > 0 && faults.length < limit) {
    const visit = stack.pop() as Visit
    const { value: at } = visit
    if (typeof at !== 'string' && (typeof at !== 'object' || at === null)) continue
    const holders = new Set<SchemaNode>()
    for (const schema of visit.schemas) describing(schema, at, holders)
    if (typeof at === 'string') {
      const marks = new Set([...holders].map(textMarkOf))
      if (marks.has('secret')) continue
      const fault = textFault(at, marks.has('lines') ? 'multi' : 'single')
      if (fault) faults.push({ path: pathOf(visit), fault })
      continue
    }
    const members: Array<[string | number, unknown]> = Array.isArray(at)
      ? at.map((item, index) => [index, item])
      : Object.entries(at)
    // A key at fault is named by what holds it: its text is the caller's, not a field of the contract.
    const keyFault = members.map(([key]) => (typeof key === 'string' ? textFault(key) : undefined)).find(Boolean)
    if (keyFault) faults.push({ path: pathOf(visit), fault: keyFault })
    // Onto the stack last first, so that the faults come in the order of the value.
    for (let index = members.length - 1; index >= 0; index--) {
      const [key, member] = members[index] as [string | number, unknown]
      stack.push({ value: member, schemas: childSchemas(holders, key), key, parent: visit })
    }
  }
  return faults.slice(0, limit)
}
