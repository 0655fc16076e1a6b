#!/usr/bin/env node
// `npm run restore -- <archive> [--secrets FILE] [--replace] [--allow-unsigned]`: rebuilds the site from a backup
// archive on the database and file storage this environment names (DATABASE_URL or PGLITE_DATA_DIR; UPLOAD_DIR or the
// S3 bucket), with the server stopped. The archive is checked whole first, its signature with the keys file; a refusal
// changes nothing (docs/operations.md, "Backups and restoring").
import './app-modules.mjs'
import { createReadStream, existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { CliError, parseFlags } from './admin-api.mjs'
import { migrationFiles } from './migration-files.mjs'

const USAGE = `Usage: npm run restore -- <archive> [--secrets FILE] [--replace] [--allow-unsigned]

  <archive>         a backup's .tar.gz: a path, or s3://<bucket>/backups/<name> (read with the S3_ settings)
  --secrets FILE    the site's keys, as \`npm run backup -- secrets FILE\` wrote them: they check the archive's
                    signature (another site's keys are refused) and are put back. Without them staff must set up
                    their authenticator again (npm run staff -- reset-2fa), preview links and remembered browsers end,
                    and the archive's signature cannot be checked (add --allow-unsigned)
  --replace         replace the database and files this environment names (they must be empty otherwise)
  --allow-unsigned  restore an archive whose signature cannot be checked: one taken before backups were signed, or
                    one restored without its keys file. Its checksums are still checked, but anyone who could write
                    the archive could have altered it

Every restore signs everyone out: members' and staff's sessions end, and so do the links and codes sent before it
(password resets, email verifications, phone codes, staff invitations not taken up), since an archive cannot tell
which were signed out or used after it was taken.

Stop the site first. Environment: DATABASE_URL or PGLITE_DATA_DIR, UPLOAD_DIR or S3_BUCKET and its keys.`

const { env } = await import('~/config/env.server')
const { openDatabase } = await import('~/backend/db/database.server')
const { restoreBackup } = await import('~/backend/backup/restore-backup')
const { RestoreRefusal, RestoreStopped } = await import('~/backend/backup/restore-refusal')
const { siteSecretsFile } = await import('~/backend/backup/site-secrets')
const { getFileStorage } = await import('~/backend/storage/file-storage.server')
const v = await import('valibot')

async function opener(archive, storage) {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(archive)
  if (!s3) {
    if (!existsSync(archive)) throw new CliError(`there is no archive at ${archive}`, 2)
    return () => createReadStream(archive)
  }
  if (s3[1] !== env.S3_BUCKET)
    throw new CliError(`the archive is in bucket ${s3[1]}, but S3_BUCKET is ${env.S3_BUCKET ?? 'unset'}`, 2)
  return () => storage.get(s3[2])
}

async function secretsOf(file) {
  if (!file) return undefined
  const parsed = v.safeParse(siteSecretsFile, JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success) throw new CliError(`${file} is not a keys file written by npm run backup -- secrets`, 2)
  return parsed.output.secrets
}

async function main(args) {
  const { flags, positional } = parseFlags(args, { secrets: 'value', replace: 'flag', 'allow-unsigned': 'flag' }, USAGE)
  if (positional.length !== 1) throw new CliError(USAGE, 2)
  const storage = await getFileStorage()
  const open = await opener(positional[0], storage)
  const secrets = await secretsOf(flags.secrets)
  let database
  try {
    const target = env.DATABASE_URL
      ? 'the PostgreSQL database of DATABASE_URL'
      : `the embedded database in ${env.PGLITE_DATA_DIR}`
    console.log(`restore: checking ${positional[0]}, then restoring it into ${target}`)
    const source = { open, migrations: await migrationFiles(), secrets, allowUnsigned: flags['allow-unsigned'] === true }
    const result = await restoreBackup(source, async () => {
      database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DATA_DIR })
      return { db: database.db, storage, replace: flags.replace === true }
    })
    const { manifest } = result
    console.log(
      `restore: done: ${result.rows} rows in ${manifest.tables.length} tables, ${result.files} files, taken ${manifest.createdAt}`,
    )
    console.log(`restore: schema ${manifest.migrations.at(-1)}; the next start migrates it to this release's if it is older`)
    if (result.filesRemoved) console.log(`restore: ${result.filesRemoved} files the archive did not hold were removed`)
    if (!result.signatureChecked) console.log("restore: the archive's signature was not checked (--allow-unsigned)")
    console.log('restore: everyone was signed out, and links and codes sent before the backup no longer work')
    if (!secrets) {
      console.log('restore: no --secrets: staff must set up their authenticator again (npm run staff -- reset-2fa <email>)')
      console.log('restore: the site makes new keys: once it runs, export them (npm run backup -- secrets FILE)')
    }
  } catch (error) {
    if (error instanceof RestoreRefusal) throw new CliError(`refused, nothing was changed: ${error.message}`, 1)
    if (error instanceof RestoreStopped) throw new CliError(`stopped part way: ${error.message}`, 1)
    throw error
  } finally {
    await database?.close()
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof CliError ? `restore: ${error.message}` : error)
  process.exitCode = error instanceof CliError ? error.exitCode : 1
})
