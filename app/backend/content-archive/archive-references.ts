import type { FormField } from '~/api/contract/kinds/kind-fields'

/**
 * How an item's fields name other items: a database id on the site, a stable key in an archive (decision 125). The
 * inputs that refer are declared (decision 120): a post's category, a FAQ question's category, a library image; and
 * inside rich text and search fields, the images they show. Everything else passes as it is.
 */
export type ReferenceKind = 'media' | 'post-category' | 'faq-category'

/** Turns one reference into the other form; undefined when it names nothing known (an unknown key, a deleted image). */
export type Translate = (kind: ReferenceKind, value: unknown) => unknown

const referenceOfInput: Partial<Record<FormField['input'], ReferenceKind>> = {
  media: 'media',
  'post-category': 'post-category',
  'faq-category': 'faq-category',
}

/** A reference that names nothing: the field and what it held, for the check's report. */
export class UnknownReference extends Error {
  constructor(
    readonly field: string,
    readonly value: unknown,
  ) {
    super(`${field} names nothing known: ${String(value)}`)
  }
}

/** A rich text's image nodes: `mediaId` on the site, `media` (the image's key) in an archive. */
function imagesIn(node: unknown, change: (attrs: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((child) => imagesIn(child, change))
  if (typeof node !== 'object' || node === null) return node
  const item = node as { type?: unknown; attrs?: Record<string, unknown>; content?: unknown }
  const changed: Record<string, unknown> = { ...item }
  if (item.type === 'image' && item.attrs) changed.attrs = change(item.attrs)
  if (Array.isArray(item.content)) changed.content = imagesIn(item.content, change)
  return changed
}

type Direction = 'toArchive' | 'fromArchive'
const names = { toArchive: ['mediaId', 'media'], fromArchive: ['media', 'mediaId'] } as const

function image(attrs: Record<string, unknown>, direction: Direction, translate: Translate, field: string) {
  const [from, to] = names[direction]
  const { [from]: value, ...rest } = attrs
  const translated = translate('media', value)
  if (translated === undefined) throw new UnknownReference(field, value)
  return { ...rest, [to]: translated }
}

function translatedValue(field: FormField, value: unknown, direction: Direction, translate: Translate): unknown {
  const reference = referenceOfInput[field.input]
  if (reference) {
    if (value === null || value === undefined) return value
    const translated = translate(reference, value)
    if (translated === undefined) throw new UnknownReference(field.name, value)
    return translated
  }
  if (field.input === 'rich' && value && typeof value === 'object') {
    // A document per language.
    return Object.fromEntries(
      Object.entries(value).map(([locale, doc]) => [
        locale,
        imagesIn(doc, (attrs) => image(attrs, direction, translate, field.name)),
      ]),
    )
  }
  if (field.input === 'seo' && value && typeof value === 'object') {
    const seo = value as { translations?: Record<string, { image?: Record<string, unknown> | null } | undefined> }
    const translations = Object.fromEntries(
      Object.entries(seo.translations ?? {}).map(([locale, translation]) => [
        locale,
        translation?.image ? { ...translation, image: image(translation.image, direction, translate, field.name) } : translation,
      ]),
    )
    return { ...seo, translations }
  }
  return value
}

/** An item's fields with every reference turned into the other form; throws UnknownReference on the first that names nothing. */
export function translateReferences(
  formFields: readonly FormField[],
  fields: Record<string, unknown>,
  direction: Direction,
  translate: Translate,
): Record<string, unknown> {
  const byName = new Map(formFields.map((field) => [field.name, field]))
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      const field = byName.get(name)
      return [name, field ? translatedValue(field, value, direction, translate) : value]
    }),
  )
}
