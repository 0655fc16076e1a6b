import type * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contentKinds, kindNames } from '~/api/contract/kinds/content-kinds'
import { postKinds } from '~/api/contract/kinds/post-kinds'
import { postTypes } from '~/api/contract/posts'
import { parseConsoleAddress } from '../address/console-addresses'
import { kindLayouts } from './kind-layouts'
import { postTypeLabels } from './post-labels'
import { siteContentKindLabels } from './site-content-labels'

/**
 * Decision 64: every kind declared in api/contract/kinds/ has its console pages (its list, an item, a new item unless
 * it is a fixed set, and its order when the site shows it in a chosen order), a name, and a form with a field for each of its schema's
 * (each labelled by its declaration: the type check asks for the label, messages.test.ts for its Korean and English).
 * (Its calls and purge keys on the backend: tests/contract/declared-kinds.test.ts.)
 */
describe.each(kindNames)('the declared kind %s in the console', (name) => {
  const kind = contentKinds[name]

  it('has its pages at /admin/site-content/<kind> (no new item for a fixed set)', () => {
    expect(parseConsoleAddress(`site-content/${name}`, {})).toMatchObject({ view: 'list', kind: name })
    const creating = parseConsoleAddress(`site-content/${name}/new`, {})
    if (kind.fixed) expect(creating).toBeUndefined()
    else expect(creating).toMatchObject({ view: 'new', kind: name })
    expect(parseConsoleAddress(`site-content/${name}/12`, {})).toMatchObject({ view: 'item', kind: name, id: 12 })
    const order = parseConsoleAddress(`site-content/${name}/order`, {})
    if (kind.order === 'none') expect(order).toBeUndefined()
    else expect(order).toMatchObject({ view: 'order', kind: name })
  })

  it('has a name and a form of its schema’s fields, named by one of them', () => {
    expect(siteContentKindLabels[name]()).not.toBe('')
    const layout = kindLayouts[name]
    const schemaFields = Object.keys((kind.fields as v.ObjectSchema<v.ObjectEntries, undefined>).entries)
    expect(layout.fields.map((field) => field.name).sort()).toEqual(schemaFields.sort())
    expect(schemaFields).toContain(layout.titleField)
  })
})

describe.each(postTypes)('the declared post type %s in the console', (type) => {
  it('has its pages at /admin/posts/<type>: its list, a new item and an item', () => {
    expect(parseConsoleAddress(`posts/${type}`, {})).toMatchObject({ view: 'list', kind: type })
    expect(parseConsoleAddress(`posts/${type}/new`, {})).toMatchObject({ view: 'new', kind: type })
    expect(parseConsoleAddress(`posts/${type}/12`, {})).toMatchObject({ view: 'item', kind: type, id: 12 })
  })

  it('has a name and a form of its schema’s fields, named by one of them', () => {
    expect(postTypeLabels[type]()).not.toBe('')
    const layout = kindLayouts[type]
    const schemaFields = Object.keys((postKinds[type].fields as v.ObjectSchema<v.ObjectEntries, undefined>).entries)
    expect(layout.fields.map((field) => field.name).sort()).toEqual(schemaFields.sort())
    expect(schemaFields).toContain(layout.titleField)
  })
})
