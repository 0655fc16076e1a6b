import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { KindFields } from '~/api/contract/kinds/content-kinds'
import type { ProductType } from '~/api/contract/products'
import { sampleRequestMaterials } from '~/backend/db/member-area-schema'
import { products } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { checkLibraryImages } from '../editing/library-images'
import { type ChosenOrder, listOrderOf, newPlace, type OrderedKind, type Unnamed } from './chosen-order'
import { korean, required, staffMessage } from './kind-fields'

type ProductRow = typeof products.$inferSelect
type ProductKind = Unnamed<OrderedKind<KindFields<'products-material'>, ProductRow>>

const inSampleRequests = staffMessage({
  ko: '샘플 신청에 포함된 제품은 삭제할 수 없습니다. 게시를 중단하면 사이트에서 내려갑니다.',
  en: 'A product named in sample requests cannot be deleted. Unpublish it to take it off the site.',
})

/**
 * A product type's list: the products table scoped to the type, in its chosen order. A new product gets an opaque
 * `key` (the shipped ones keep theirs; the pharmacy import matches products by key or name).
 */
function productKind(type: ProductType): ProductKind {
  const order: ChosenOrder = { column: products.sortOrder, newAt: 'end' }
  const kind: ProductKind = {
    table: products,
    scope: eq(products.productType, type),
    titleField: 'name',
    translatedFields: [
      required('name', products.name),
      required('summary', products.summary),
      required('description', products.description),
    ],
    order,
    listOrder: listOrderOf(products, order),
    toRow: (fields) => ({
      productType: type,
      name: fields.name,
      summary: fields.summary,
      description: fields.description,
      specs: fields.specs,
      active: fields.active,
    }),
    fromRow: (row) => ({
      name: korean(row.name),
      summary: korean(row.summary),
      description: { ...row.description, 'ko-KR': row.description['ko-KR'] ?? { type: 'doc', content: [] } },
      specs: row.specs.map((spec) => ({ label: korean(spec.label), value: korean(spec.value) })),
      active: row.active,
    }),
    prepare: async (tx, fields) => {
      await checkLibraryImages(tx, fields.description, 'description')
      return fields
    },
    newRow: async (tx) => ({ key: `product-${randomUUID()}`, ...(await newPlace(tx, kind, order)) }),
    // Sample requests keep the products they named (the member's history); pharmacies' links go with the product.
    beforeRemove: async (tx, id) => {
      const [named] = await tx
        .select({ id: sampleRequestMaterials.productId })
        .from(sampleRequestMaterials)
        .where(eq(sampleRequestMaterials.productId, id))
        .limit(1)
      if (named) throw new ApiError('BAD_REQUEST', inSampleRequests, {}, 'id')
    },
  }
  return kind
}

export const productAdapters = {
  'products-material': productKind('material'),
  'products-pb': productKind('pb'),
  'products-related': productKind('related'),
}
