import type { Endpoint } from '../endpoint'
import {
  type DraftFieldsSchema,
  type DraftInputSchema,
  draftFieldsSchema,
  draftInputSchema,
  type FieldsSchema,
  type FormField,
  fieldsSchema,
} from './kind-fields'
import { KIND_FIELDS_BYTES } from './kind-limits'

/**
 * Where the public site shows a kind: in no chosen order (openings, by closing day), in an order staff choose (a
 * reorder call, decision 41), or in an order chosen within groups (FAQ questions in their category).
 */
export type KindOrder = 'none' | 'chosen' | 'grouped'

/** Public reads by their name among the contract's public reads (content-endpoints.ts). */
type KindReads = Readonly<Record<string, Endpoint>>

/** A kind as it is declared (decision 64). */
interface KindInput<
  Fields extends readonly FormField[],
  Order extends KindOrder,
  Reads extends KindReads,
  Fixed extends boolean,
> {
  /** Its fields in the console form's order, each with its input and limits; the contract's schema follows. */
  readonly fields: Fields
  /** The field that names an item in lists: a translated one, written in one language at least (a fixed kind's: none). */
  readonly titleField: Fields[number]['name']
  readonly order: Order
  /** A fixed set of items (the long-form pages: the site's routes): staff neither create nor delete one. */
  readonly fixed?: Fixed
  /** The largest fields a create or save may send (KIND_FIELDS_BYTES unless given). */
  readonly maxBodyBytes?: number
  /** The public reads that show it. */
  readonly reads: Reads
  /** The key its reads carry for a shared cache when it is not the kind's name (surrogateKeyOf). */
  readonly surrogateKey?: string
}

/**
 * A content kind, declared once: the contract's editing calls, the backend's registration, the purge keys and the
 * console's page are derived from it (content-kinds.ts).
 */
export interface KindDeclaration<
  Fields extends readonly FormField[] = readonly FormField[],
  Order extends KindOrder = KindOrder,
  Reads extends KindReads = KindReads,
  Fixed extends boolean = boolean,
> extends Omit<KindInput<Fields, Order, Reads, Fixed>, 'fields' | 'maxBodyBytes' | 'fixed'> {
  readonly fixed: Fixed
  /** The console's form: the declared fields, in order. */
  readonly formFields: Fields
  /** The contract's schema of its fields as publishing needs them (what visitors see). */
  readonly fields: FieldsSchema<Fields>
  /** The contract's schema of its fields as a draft holds them: any language first (decision 80). */
  readonly draftFields: DraftFieldsSchema<Fields>
  /** The same as a create or a save takes them: named, its title written in one language at least (a fixed set: as is). */
  readonly draftInput: DraftInputSchema<Fields>
  readonly maxBodyBytes: number
}

/**
 * A kind's fields, declared apart when its public shapes follow from them (a post type's: they are named by its reads),
 * kept exact as `declareKind` keeps them.
 */
export const declareFields = <const Fields extends readonly FormField[]>(fields: Fields) => fields

/** A kind's declaration, with its fields' schema, order and reads kept exact (what is derived is typed by them). */
export function declareKind<
  const Fields extends readonly FormField[],
  const Order extends KindOrder,
  const Reads extends KindReads,
  const Fixed extends boolean = false,
>({
  fields,
  maxBodyBytes = KIND_FIELDS_BYTES,
  fixed = false as Fixed,
  ...rest
}: KindInput<Fields, Order, Reads, Fixed>): KindDeclaration<Fields, Order, Reads, Fixed> {
  return {
    ...rest,
    formFields: fields,
    fields: fieldsSchema(fields),
    draftFields: draftFieldsSchema(fields),
    // A fixed item is named by its page (the long-form pages' lead may wait).
    draftInput: draftInputSchema(fields, fixed ? undefined : rest.titleField),
    maxBodyBytes,
    fixed,
  }
}

/**
 * The key a kind's public reads carry for a shared cache, which a change of it purges (decision 54): the one it
 * declares, else its name; none for a kind no public read shows alone (a change purges every page).
 */
export function surrogateKeyOf(name: string, kind: KindDeclaration): string | undefined {
  return kind.surrogateKey ?? (Object.keys(kind.reads).length > 0 ? name : undefined)
}
