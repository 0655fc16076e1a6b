import * as v from 'valibot'

/**
 * A typed part of a console address's path (`/admin/questions/<id>`): its name in the address object, the schema its
 * text must pass (and what it turns it into), and how a value is written back.
 */
export interface Segment<Name extends string, Value> {
  readonly name: Name
  readonly read: (text: string) => Value | undefined
  readonly write: (value: Value) => string
  /** The value an address that ends before this segment means (a section's first kind); only a path's last segment. */
  readonly absent?: Value
}

export function segment<const Name extends string, Value>(
  name: Name,
  schema: v.GenericSchema<string, Value>,
  options: { write?: (value: Value) => string; absent?: Value } = {},
): Segment<Name, Value> {
  return {
    name,
    read: (text) => {
      const result = v.safeParse(schema, text)
      return result.success ? result.output : undefined
    },
    write: options.write ?? String,
    absent: options.absent,
  }
}

/** A record's id as the API takes it (`/admin/questions/12`): a whole number from 1, without leading zeros. */
export const recordId = <const Name extends string>(name: Name) =>
  segment(name, v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)))

/** A member's id (`/admin/members/<uuid>`), in lower case. */
export const uuidSegment = <const Name extends string>(name: Name) => segment(name, v.pipe(v.string(), v.uuid(), v.toLowerCase()))

/** One of a list of names (`/admin/posts/<type>`); `absent` for the one an address without it opens. */
export const oneOfSegment = <const Name extends string, const Value extends string>(
  name: Name,
  values: readonly Value[],
  absent?: Value,
) => segment(name, v.picklist(values), { absent })
