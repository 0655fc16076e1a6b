import type { ContentArchive } from '../archive-format'
import { imageGatherer } from './api-images'
import { kindPartsFromApi } from './api-kinds'
import { postParts } from './api-posts'
import { publicApi } from './public-api'

/**
 * Another site's content as an archive (issue 68 §2): every public list and page of its /api/v1 (SPEC §7), paged
 * through, in each of the five languages, with the images they show. What its public reads do not show is not in it
 * (drafts, items not shown now, a pharmacy's place, share images, documents' uploads, redirects): the archive's
 * check then says which required field a kind lacks. Imported as any archive is (import-content.ts).
 */
export async function archiveFromApi(baseUrl: string, now = new Date()): Promise<ContentArchive> {
  const api = publicApi(baseUrl)
  const reading = { api, images: imageGatherer(api), publishAt: now.toISOString() }
  const parts = { ...(await postParts(reading)), ...(await kindPartsFromApi(reading)) }
  const files = new Map<string, Uint8Array>()
  return { parts: { media: await reading.images.items(files), ...parts }, files }
}
