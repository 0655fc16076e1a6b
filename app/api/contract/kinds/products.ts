import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { KiB } from '../content-editing'
import { defineEndpoint } from '../endpoint'
import { pageOf } from '../envelope'
import { product, productListItem, productListQuery, productPageQuery } from '../products'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** The public reads of products: a page per type, and the short list of every type (filters, menus). */
const productReads = {
  materialPage: defineEndpoint({ ...publicGet, path: '/product/material', query: productPageQuery, data: pageOf(product) }),
  relatedPage: defineEndpoint({ ...publicGet, path: '/product/related', query: productPageQuery, data: pageOf(product) }),
  pbPage: defineEndpoint({ ...publicGet, path: '/product/pb', query: productPageQuery, data: pageOf(product) }),
  productList: defineEndpoint({ ...publicGet, path: '/product/list', query: productListQuery, data: v.array(productListItem) }),
}

/** Five rich text descriptions at their limit (richTextLimits.documentBytes) and thirty lines of specifications. */
const PRODUCT_FIELDS_BYTES = 3 * 1024 * KiB

/**
 * Products, declared once for the three kinds of content-kinds.ts, one per type (raw materials, own products, related
 * products), each in its chosen order: they share their fields, their reads and their key.
 */
export const productKind = declareKind({
  fields: [
    { name: 'name', input: 'localized', label: m.admin_site_field_name, max: limits.name },
    { name: 'summary', input: 'localized', label: m.admin_site_field_summary, max: limits.summary, multiline: true },
    /** Rich text, as a news body (decision 52). */
    { name: 'description', input: 'rich', label: m.admin_site_field_description },
    /** Label and value per line, both localized. */
    { name: 'specs', input: 'specs', label: m.admin_site_field_specs },
    /** Still made (an inactive one is shown as such). */
    { name: 'active', input: 'boolean', label: m.admin_site_field_active, initial: true },
  ],
  titleField: 'name',
  maxBodyBytes: PRODUCT_FIELDS_BYTES,
  order: 'chosen',
  reads: productReads,
  /** One key for the three types: the short list shows them all. */
  surrogateKey: 'products',
})
