import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { KindFields } from '~/api/contract/kinds/content-kinds'
import { productKind } from '~/api/contract/kinds/products'
import type { ProductType } from '~/api/contract/products'
import { sampleRequestMaterials } from '~/backend/db/member-area-schema'
import { products } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { checkLibraryImages } from '../editing/library-images'
import { type ChosenOrder, listOrderOf, newPlace, type OrderedKind, type Unnamed } from './chosen-order'
import { declaredRow } from './declared-row'
import { staffMessage } from './kind-fields'

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
const productRow = declaredRow(productKind.formFields, products)

function productKindOf(type: ProductType): ProductKind {
  const order: ChosenOrder = { column: products.sortOrder, newAt: 'end' }
  const kind: ProductKind = {
    table: products,
    scope: eq(products.productType, type),
    titleField: 'name',
    translatedFields: productRow.translatedFields,
    order,
    listOrder: listOrderOf(products, order),
    toRow: (fields) => ({ productType: type, ...productRow.toRow(fields) }),
    fromRow: productRow.fromRow,
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
  'products-material': productKindOf('material'),
  'products-pb': productKindOf('pb'),
  'products-related': productKindOf('related'),
}
