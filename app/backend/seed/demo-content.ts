import { resolve } from 'node:path'
import { readArchiveFolder } from '~/backend/content-archive/archive-folder'
import type { ContentArchive } from '~/backend/content-archive/archive-format'

/**
 * The shipped demo content (decision 123): data, not code, in the content archive's layout unpacked (decision 125),
 * in the folder `demo-content/` of the site's root: the working directory of the server (`node .output/server/…`,
 * the container image's /app), of the scripts and of the tests.
 */
export const demoContentFolder = () => resolve('demo-content')

/** A part's item as the archive holds it (decision 125): its key, when it is shown, and its fields. */
export interface DemoItem<Fields> {
  key?: string
  publishAt: string | null
  unpublishAt: string | null
  fields: Fields
}

/** The demo content, read and checked as an archive folder is (its manifest's names, sizes and checksums). */
export async function readDemoContent(): Promise<ContentArchive> {
  const folder = demoContentFolder()
  const { archive, problems } = await readArchiveFolder(folder)
  if (problems.length > 0) {
    throw new Error(`the demo content in ${folder} cannot be read: ${problems.map((problem) => problem.code).join(', ')}`)
  }
  return archive
}

/** A part's items of the demo content: a kind's (`DemoItem`s) or another part's (post categories, pharmacies). */
export const demoPart = <Item>(archive: ContentArchive, part: string): Item[] => (archive.parts[part] ?? []) as Item[]
