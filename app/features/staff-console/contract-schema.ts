/** An endpoint's schema of its input (the endpoint type makes each part optional; the endpoints used have theirs). */
export function schemaOf<Schema>(schema: Schema | undefined): Schema {
  if (!schema) throw new Error('staff console: the contract lost a schema')
  return schema
}
