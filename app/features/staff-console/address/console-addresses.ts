import * as v from 'valibot'
import { accessReviewSearch } from '../access-review/access-review-search'
import { auditSearch } from '../audit/audit-search'
import { creatableSiteContentKinds, orderedKinds, postTypeOrder, siteContentKinds } from '../content/editable-kinds'
import { listSearch } from '../content/list-search'
import { inquirySearch, receiptSegment } from '../inquiries/inquiry-search'
import { mediaSearch } from '../media/media-search'
import { memberDetailSearch, memberSearch } from '../members/member-search'
import { outboxSearch } from '../outbox/outbox-search'
import { pharmacySearch } from '../pharmacies/pharmacy-search'
import { questionSearch } from '../questions/question-search'
import { redirectSearch } from '../redirects/redirect-search'
import { sampleSearch } from '../samples/sample-search'
import { invitationSearch, loginSearch, passwordResetSearch } from '../sign-in/sign-in-search'
import { staffSearch } from '../staff-accounts/staff-accounts-search'
import { oneOfSegment, recordId, type Segment, uuidSegment } from './address-segments'

/** A view's path after its section's segment: fixed words (`new`) and typed segments (an id). */
type PathPart = string | (Omit<Segment<string, unknown>, 'write'> & { write: (value: never) => string })
interface ViewShape {
  readonly path: readonly PathPart[]
  /** Its query, each field lenient (search-fields): a view without one takes none. */
  readonly search?: v.ObjectSchema<v.ObjectEntries, undefined>
}
interface SectionShape {
  /** The address's first segment after /admin; '' for the dashboard at /admin itself. */
  readonly segment: string
  /** Its pages, tried in this order. */
  readonly views: Readonly<Record<string, ViewShape>>
}

const postKind = oneOfSegment('kind', postTypeOrder, 'news')
const siteKind = oneOfSegment('kind', siteContentKinds, siteContentKinds[0])

/**
 * Every console address (decision 32, amended by decision 62): each section's pages, with their path's typed segments
 * and their query's schema. One parser reads an address into a typed `ConsoleAddress`, one builder writes one back
 * (console-link.tsx), so that a wrong section, a missing id or a misspelt query key fails the type check.
 */
export const consoleAddressTable = {
  dashboard: { segment: '', views: { overview: { path: [] } } },
  login: { segment: 'login', views: { form: { path: [], search: loginSearch } } },
  invitation: { segment: 'invitation', views: { form: { path: [], search: invitationSearch } } },
  'forgot-password': { segment: 'forgot-password', views: { form: { path: [] } } },
  'password-reset': { segment: 'password-reset', views: { form: { path: [], search: passwordResetSearch } } },
  inquiries: {
    segment: 'inquiries',
    views: { list: { path: [], search: inquirySearch }, detail: { path: [receiptSegment] } },
  },
  questions: { segment: 'questions', views: { list: { path: [], search: questionSearch }, detail: { path: [recordId('id')] } } },
  samples: { segment: 'samples', views: { list: { path: [], search: sampleSearch }, detail: { path: [recordId('id')] } } },
  members: {
    segment: 'members',
    views: { list: { path: [], search: memberSearch }, detail: { path: [uuidSegment('id')], search: memberDetailSearch } },
  },
  outbox: { segment: 'outbox', views: { list: { path: [], search: outboxSearch } } },
  posts: {
    segment: 'posts',
    views: {
      list: { path: [postKind], search: listSearch },
      new: { path: [postKind, 'new'] },
      item: { path: [postKind, recordId('id')] },
      categories: { path: ['categories'] },
    },
  },
  'site-content': {
    segment: 'site-content',
    views: {
      list: { path: [siteKind], search: listSearch },
      new: { path: [oneOfSegment('kind', creatableSiteContentKinds), 'new'] },
      item: { path: [siteKind, recordId('id')] },
      order: { path: [oneOfSegment('kind', orderedKinds), 'order'] },
    },
  },
  media: { segment: 'media', views: { list: { path: [], search: mediaSearch }, detail: { path: [recordId('id')] } } },
  pharmacies: {
    segment: 'pharmacies',
    views: {
      list: { path: [], search: pharmacySearch },
      new: { path: ['new'] },
      import: { path: ['import'] },
      detail: { path: [recordId('id')] },
    },
  },
  redirects: {
    segment: 'redirects',
    views: {
      list: { path: [], search: redirectSearch },
      import: { path: ['import'] },
      detail: { path: [recordId('id')] },
    },
  },
  documents: { segment: 'documents', views: { list: { path: [] } } },
  company: { segment: 'company', views: { form: { path: [] } } },
  staff: { segment: 'staff', views: { list: { path: [], search: staffSearch } } },
  audit: { segment: 'audit', views: { list: { path: [], search: auditSearch } } },
  'access-review': { segment: 'access-review', views: { month: { path: [], search: accessReviewSearch } } },
  account: { segment: 'account', views: { sessions: { path: [] } } },
} as const satisfies Readonly<Record<string, SectionShape>>

type Table = typeof consoleAddressTable
export type ConsoleSection = keyof Table
type Views<S extends ConsoleSection> = Table[S]['views']

type ParamsOf<View> = View extends { path: infer Path } ? ValuesOf<Path> : unknown
type ValuesOf<Path> = Path extends readonly [infer Head, ...infer Tail]
  ? (Head extends Segment<infer Name, infer Value> ? { [K in Name]: Value } : unknown) & ValuesOf<Tail>
  : unknown
type SearchOfView<View> = View extends { search: infer Schema extends v.GenericSchema }
  ? { search: v.InferOutput<Schema> }
  : unknown
type Flat<T> = { [K in keyof T]: T[K] } & {}

type AddressOf<S extends ConsoleSection> = {
  [V in keyof Views<S>]: Flat<{ section: S; view: V } & ParamsOf<Views<S>[V]> & SearchOfView<Views<S>[V]>>
}[keyof Views<S>]

/** A console address as the console reads it: its section, its view, its path's values and its query, all typed. */
export type ConsoleAddress<S extends ConsoleSection = ConsoleSection> = { [K in S]: AddressOf<K> }[S]

/** The addresses of one view of a section (`ViewAddress<'inquiries', 'list'>`). */
export type ViewAddress<S extends ConsoleSection, V extends string> = Extract<ConsoleAddress<S>, { view: V }>

/** An address to link or go to: as a ConsoleAddress, its query may be left out (or given in part). */
export type ConsoleTarget<S extends ConsoleSection = ConsoleSection> =
  ConsoleAddress<S> extends infer A
    ? A extends { search: infer Search }
      ? Flat<Omit<A, 'search'> & { search?: Partial<Search> }>
      : A
    : never

/** The address's path after /admin split into its segments: `staff/x/` → ['staff', 'x']; /admin → []. */
function segmentsOf(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter(Boolean)
}

/** A view's path's values when `rest` (the segments after its section's) is that path, else undefined. */
function matchPath(path: readonly PathPart[], rest: readonly string[]): Record<string, unknown> | undefined {
  const last = path.at(-1)
  const absent = typeof last === 'object' && last.absent !== undefined && rest.length === path.length - 1
  if (rest.length !== path.length && !absent) return undefined
  const values: Record<string, unknown> = {}
  for (const [index, part] of path.entries()) {
    const text = rest[index]
    if (typeof part === 'string') {
      if (text !== part) return undefined
      continue
    }
    const value = text === undefined ? part.absent : part.read(text)
    if (value === undefined) return undefined
    values[part.name] = value
  }
  return values
}

/**
 * The address of a console location: the route's splat (the path after /admin) and its query. Undefined for a path no
 * view has (the site's 404); the query never fails: what a field does not understand is left out.
 */
export function parseConsoleAddress(splat: string | undefined, search: Record<string, unknown>): ConsoleAddress | undefined {
  const [first = '', ...rest] = segmentsOf(splat)
  const section = (Object.keys(consoleAddressTable) as ConsoleSection[]).find(
    (name) => consoleAddressTable[name].segment === first,
  )
  if (section === undefined) return undefined
  for (const [view, shape] of Object.entries(consoleAddressTable[section].views) as Array<[string, ViewShape]>) {
    const values = matchPath(shape.path, rest)
    if (values) {
      const query = shape.search ? { search: v.parse(shape.search, search) } : {}
      return { section, view, ...values, ...query } as ConsoleAddress
    }
  }
  return undefined
}

/** The schema of an address's query (undefined for a view that takes none). */
export function searchSchemaOf(address: ConsoleTarget): ViewShape['search'] {
  return viewShapeOf(address).search
}

function viewShapeOf(target: ConsoleTarget): ViewShape {
  const { views } = consoleAddressTable[target.section]
  return (views as Readonly<Record<string, ViewShape>>)[target.view] as ViewShape
}

/** The splat and the query of a target: the query's fields the view has, without those left empty. */
export function consoleLocation(target: ConsoleTarget): { splat: string; search: Record<string, string | number> } {
  const { segment } = consoleAddressTable[target.section]
  const { path, search: schema } = viewShapeOf(target)
  const values = target as unknown as Record<string, never>
  const parts = [segment, ...path.map((part) => (typeof part === 'string' ? part : part.write(values[part.name] as never)))]
  const search: Record<string, string | number> = {}
  const given = ('search' in target ? target.search : undefined) as Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(given ?? {})) {
    if (!schema || !(key in schema.entries)) continue
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') search[key] = value
  }
  return { splat: parts.filter(Boolean).join('/'), search }
}
