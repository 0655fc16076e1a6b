import { describe, expect, it } from 'vitest'
import type { Endpoint } from './endpoint'
import { endpointGroups } from './endpoint-groups'
import type { SchemaNode as Node } from './schema-node'

/** The bounds a schema's own pipe sets (a union's pipe bounds its options: `intParam`). */
function boundsOf(schema: Node) {
  const steps = schema.pipe ?? []
  const max = steps.find((step) => step.type === 'max_value')?.requirement
  return {
    min: steps.some((step) => step.type === 'min_value'),
    max: typeof max === 'number' ? max : undefined,
    integer: steps.some((step) => step.type === 'integer'),
    decimals: steps.some((step) => step.type === 'metadata' && 'decimals' in ((step as { metadata?: object }).metadata ?? {})),
  }
}

type Bounds = ReturnType<typeof boundsOf>

/** Every number an input schema takes, with the bounds it or the union holding it sets, by its path. */
function numbersIn(schema: Node, path: string, inherited: Bounds | undefined, found: Map<string, Bounds>, seen: Set<Node>) {
  if (seen.has(schema)) return
  seen.add(schema)
  const own = boundsOf(schema)
  const bounds = inherited
    ? {
        min: own.min || inherited.min,
        max: own.max ?? inherited.max,
        integer: own.integer || inherited.integer,
        decimals: own.decimals || inherited.decimals,
      }
    : own
  if (schema.type === 'number') found.set(path, bounds)
  for (const step of schema.pipe?.slice(1) ?? []) if (step.kind === 'schema') numbersIn(step, path, bounds, found, seen)
  if (schema.wrapped) numbersIn(schema.wrapped, path, bounds, found, seen)
  if (schema.type === 'lazy' && schema.getter) numbersIn(schema.getter(undefined), path, bounds, found, seen)
  for (const option of schema.options ?? []) if (option.kind === 'schema') numbersIn(option, path, bounds, found, seen)
  for (const [key, entry] of Object.entries(schema.entries ?? {})) numbersIn(entry, `${path}.${key}`, undefined, found, seen)
  for (const [index, item] of [schema.item, ...(schema.items ?? []), schema.rest, schema.value].entries())
    if (item) numbersIn(item, `${path}[${index}]`, undefined, found, seen)
}

const INT4_MAX = 2 ** 31 - 1

describe('every number the contract takes', () => {
  const endpoints = Object.values(endpointGroups).flatMap((group) => Object.values(group as Record<string, Endpoint>))
  it('is bounded below and above, within an integer column, and a fraction kept to a precision', () => {
    const loose: string[] = []
    for (const endpoint of endpoints)
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part]
        if (!schema) continue
        const found = new Map<string, Bounds>()
        numbersIn(schema as Node, `${endpoint.method} ${endpoint.path} ${part}`, undefined, found, new Set())
        for (const [path, bounds] of found) {
          const bounded = bounds.min && bounds.max !== undefined && (bounds.integer ? bounds.max <= INT4_MAX : bounds.decimals)
          if (!bounded) loose.push(`${path} ${JSON.stringify(bounds)}`)
        }
      }
    expect(loose).toEqual([])
  })
})
