// `npm run content -- export FILE`: the site's content as one archive (decision 125); `export FOLDER/` writes the
// archive's layout unpacked in a new folder instead (as the repository keeps the demo content).
import { writeFile } from 'node:fs/promises'
import { CliError, parseFlags } from '../admin-api.mjs'
import { onSite } from './site.mjs'

const { exportContent } = await import('~/backend/content-archive/export-content')
const { packArchive } = await import('~/backend/content-archive/archive-file')
const { writeArchiveFolder } = await import('~/backend/content-archive/archive-folder')

export const usage = `export FILE              write every content kind, category, image, document, redirect and the company's details
                           to FILE (a .tar.gz: JSON per kind and the files), or to FOLDER/ (the same unpacked)`

export async function run(args) {
  const { positional } = parseFlags(args, {}, usage)
  if (positional.length !== 1) throw new CliError('Usage: npm run content -- export FILE (or FOLDER/)', 2)
  const archive = await onSite((db, storage) => exportContent(db, storage))
  const written = positional[0].endsWith('/')
    ? writeArchiveFolder(archive, positional[0])
    : writeFile(positional[0], await packArchive(archive), { flag: 'wx' })
  await written.catch((error) => {
    if (error.code === 'EEXIST') throw new CliError(`${positional[0]} exists already: choose another file.`, 2)
    throw error
  })
  const items = Object.values(archive.parts).reduce((sum, items) => sum + items.length, 0)
  console.log(`content: ${items} items and ${archive.files.size} files written to ${positional[0]}`)
}
