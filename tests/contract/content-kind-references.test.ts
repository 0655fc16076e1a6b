import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { setUpKindEditing, text } from './content-kind-support'
import { call, ok } from './post-editing-support'

/**
 * Issue 24 (decision 41): what other content refers to: a client's logo from the media library, the products the
 * pharmacy finder and the sample form offer, the FAQ's categories with their questions.
 */
const { clients, 'faq-categories': faqCategories } = editingByKind
const { harness, visitor, editor, faqCategoryId } = setUpKindEditing()

describe('what other content refers to', () => {
  it('shows a client with its logo from the media library, and refuses an image it does not have', async () => {
    const [media] = await harness.database.db
      .insert(mediaItems)
      .values({
        sha256: 'f'.repeat(64),
        originalName: 'logo.png',
        width: 400,
        height: 200,
        files: [{ format: 'webp', width: 400, name: `${'f'.repeat(16)}-400.webp`, bytes: 1000 }],
        alt: { 'ko-KR': '셀랙티스 로고', 'en-US': 'Cellactis logo' },
      })
      .returning({ id: mediaItems.id })
    const logoMediaId = media?.id as number
    const fields = { name: text('로고 고객사'), sector: text('식품'), isMain: false, logoMediaId }
    const { id } = await ok(harness, clients.create, { body: fields }, editor.as)
    await ok(harness, clients.publish, { params: { id }, body: {} }, editor.as)
    const shown = (await visitor('en-US')(publicApi.clients, { query: {} })).find((client) => client.id === id)
    expect(shown?.logo).toMatchObject({ mediaId: logoMediaId, alt: 'Cellactis logo', width: 400, height: 200 })

    const unknown = await call(harness, clients.create, { body: { ...fields, logoMediaId: 999_999 } }, editor.as)
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.json.error?.fields ?? {})).toEqual(['logoMediaId'])
  })

  it('takes a product off the pharmacy finder and the sample form when it is unpublished, and keeps one named in sample requests from being deleted', async () => {
    const stocked = (await visitor()(publicApi.productList, { query: { type: 'pb', relativePharmacy: true } }))[0]
    if (!stocked) throw new Error('no product stocked by a pharmacy')
    const read = (await ok(harness, editingByKind['products-pb'].detail, { params: { id: stocked.id } }, editor.as)) as {
      version: number
    }
    await ok(
      harness,
      editingByKind['products-pb'].unpublish,
      { params: { id: stocked.id }, body: { version: read.version } },
      editor.as,
    )
    const finder = await call(harness, publicApi.pharmacyPage, { query: { idProduct: stocked.id } })
    expect(finder.status).toBe(404)
    const pharmacies = await visitor()(publicApi.pharmacyPage, { query: { size: 100 } })
    expect(pharmacies.items.flatMap((pharmacy) => pharmacy.products.map((product) => product.id))).not.toContain(stocked.id)
    await ok(harness, editingByKind['products-pb'].publish, { params: { id: stocked.id }, body: {} }, editor.as)
    expect((await call(harness, publicApi.pharmacyPage, { query: { idProduct: stocked.id } })).status).toBe(200)
  })

  it('refuses to delete a FAQ category that still has questions, and deletes an empty one', async () => {
    const categoryId = await faqCategoryId()
    const refused = await call(harness, faqCategories.remove, { params: { id: categoryId } }, editor.as)
    expect(refused.status).toBe(400)
    expect(refused.json.error?.message).toContain('질문')

    const { id } = await ok(harness, faqCategories.create, { body: { name: text('빈 분류') } }, editor.as)
    await ok(harness, faqCategories.remove, { params: { id } }, editor.as)
    expect((await call(harness, faqCategories.detail, { params: { id } }, editor.as)).status).toBe(404)
  })
})
