// `npm run content -- import-api URL [--check]`: another site's public /api/v1 (the company's current backend), read
// whole in five languages with its images, into this empty site as an archive (decision 126).
import { CliError, parseFlags } from '../admin-api.mjs'
import { importArchive } from './archive-import.mjs'

const { archiveFromApi } = await import('~/backend/content-archive/api-import/api-archive')
const { ApiReadError } = await import('~/backend/content-archive/api-import/public-api')

export const usage = `import-api URL [--check] read every public list and page of the /api/v1 at URL (the company's current backend,
                           or another site) in five languages with its images, and import it the same way`

export async function run(args) {
  const { flags, positional } = parseFlags(args, { check: 'flag' }, usage)
  if (positional.length !== 1 || !/^https?:\/\//.test(positional[0]))
    throw new CliError('Usage: npm run content -- import-api URL [--check] (URL: the /api/v1 address, http or https)', 2)
  console.log(`content: reading every public list and page of ${positional[0]} in five languages`)
  const archive = await archiveFromApi(positional[0]).catch((error) => {
    if (error instanceof ApiReadError) throw new CliError(`could not read the API: ${error.message}`)
    throw error
  })
  await importArchive(archive, [], { check: flags.check === true })
}
