import * as v from 'valibot'

export const language = v.object({ code: v.string(), name: v.string(), isDefault: v.boolean() })
export const country = v.object({ code: v.pipe(v.string(), v.length(2)), name: v.string(), dialCode: v.string() })
