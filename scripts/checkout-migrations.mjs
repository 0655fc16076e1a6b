// This checkout's migrations, as the server bundles them (app/backend/db/migrations/*.sql), for the command lines that
// open the database themselves (restore, content). Imports the app's modules: load ./app-modules.mjs first.
import { readdir, readFile } from 'node:fs/promises'

const { parseMigration } = await import('~/backend/db/migrate')

export async function checkoutMigrations() {
  const folder = new URL('../app/backend/db/migrations/', import.meta.url)
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(names.map(async (name) => parseMigration(name.slice(0, -4), await readFile(new URL(name, folder), 'utf8'))))
}
