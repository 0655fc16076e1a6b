/**
 * A valibot schema as a walk over it reads it: the parts of valibot's schema objects that lead to a value's own schema
 * (the text rule's walk, text-faults.ts, and the test that holds every number of the contract to a bound).
 */
export interface SchemaNode {
  kind?: string
  type?: string
  pipe?: readonly SchemaNode[]
  wrapped?: SchemaNode
  options?: readonly SchemaNode[]
  getter?: (input: unknown) => SchemaNode
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  items?: readonly SchemaNode[]
  rest?: SchemaNode
  key?: SchemaNode
  value?: SchemaNode
  /** A pipe step's requirement (a `max_value`'s bound). */
  requirement?: unknown
}
