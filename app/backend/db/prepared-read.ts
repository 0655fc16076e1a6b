import { createHash } from 'node:crypto'
import type { Database } from './database.server'

/** What a prepared read is built on: the database, or a transaction (whose statements then run inside it). */
export type Reader = Pick<Database, 'select' | 'selectDistinct'>

/** The statement names given so far: on a PostgreSQL server one name stands for one text per connection. */
const usedNames = new Set<string>()

/**
 * PostgreSQL keeps the first 63 bytes of a statement's name: two longer names alike up to there would be one. A
 * family's name leaves room for a shape's 9 characters.
 */
const MAX_NAME_LENGTH = 40

function claimName(name: string): void {
  if (name.length > MAX_NAME_LENGTH) throw new Error(`prepared read ${name} has a name over ${MAX_NAME_LENGTH} characters`)
  if (usedNames.has(name)) throw new Error(`prepared read ${name} is defined twice`)
  usedNames.add(name)
}

/** A shape's part of a statement's name: short whatever the number of filters, and one per shape. */
const shapeSuffix = (shape: string) => createHash('sha256').update(shape).digest('base64url').slice(0, 8)

/**
 * A read that every page asks for, with its SQL text built by Drizzle once per database instead of at every call
 * (decision 56): `build` prepares it on the database it is given (`.prepare(name)`), with placeholders for what
 * changes between calls, and the result is kept for that database. `name` is its statement's name on a PostgreSQL
 * server; the embedded database names statements by their text (decision 55). A name used twice is a programming
 * error, thrown when the module loads.
 */
export function preparedRead<Query>(name: string, build: (db: Reader, name: string) => Query): (db: Reader) => Query {
  claimName(name)
  const byDatabase = new WeakMap<Reader, Query>()
  return (db) => {
    let query = byDatabase.get(db)
    if (query === undefined) {
      query = build(db, name)
      byDatabase.set(db, query)
    }
    return query
  }
}

/**
 * Prepared reads of one family whose shape varies (which filters a visitor set): one prepared read per shape, made on
 * first use, under `name` and a digest of the shape's key. The keys are the caller's own finite set, never a
 * visitor's text.
 */
export function preparedReadsByShape<Query, Shape extends string = string>(
  name: string,
  build: (db: Reader, name: string, shape: Shape) => Query,
): (db: Reader, shape: Shape) => Query {
  claimName(name)
  const byDatabase = new WeakMap<Reader, Map<Shape, Query>>()
  return (db, shape) => {
    let shapes = byDatabase.get(db)
    if (shapes === undefined) {
      shapes = new Map<Shape, Query>()
      byDatabase.set(db, shapes)
    }
    let query = shapes.get(shape)
    if (query === undefined) {
      query = build(db, `${name}:${shapeSuffix(shape)}`, shape)
      shapes.set(shape, query)
    }
    return query
  }
}
