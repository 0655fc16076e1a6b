// `npm run content -- import FILE [--check]`: an archive the export wrote (a .tar.gz, or its layout unpacked in a
// folder), into this empty site (decision 125).
import { readFile, stat } from 'node:fs/promises'
import { CliError, parseFlags } from '../admin-api.mjs'
import { importArchive } from './archive-import.mjs'

const { unpackArchive } = await import('~/backend/content-archive/archive-file')
const { readArchiveFolder } = await import('~/backend/content-archive/archive-folder')
const { archiveLimits } = await import('~/backend/content-archive/archive-format')

export const usage = `import FILE [--check]    check FILE (or FOLDER) whole and import it into this empty site, all or nothing; --check
                           only reports every item at fault, writing nothing`

export async function run(args) {
  const { flags, positional } = parseFlags(args, { check: 'flag' }, usage)
  if (positional.length !== 1) throw new CliError('Usage: npm run content -- import FILE [--check]', 2)
  const found = await stat(positional[0]).catch(() => undefined)
  if (!found) throw new CliError(`there is no archive at ${positional[0]}`, 2)
  if (found.size > archiveLimits.packedBytes) throw new CliError(`${positional[0]} is larger than an archive may be`, 2)
  const { archive, problems } = found.isDirectory()
    ? await readArchiveFolder(positional[0])
    : await unpackArchive(await readFile(positional[0]))
  await importArchive(archive, problems, { check: flags.check === true })
}
