// This checkout's SQL migrations as the server bundles them (bundled-migrations.ts), for the scripts that migrate or
// check a database with the server stopped. Imports the app's modules: import './app-modules.mjs' first.
import { readdir, readFile } from 'node:fs/promises'

export async function migrationFiles() {
  const { parseMigration } = await import('~/backend/db/migrate')
  const folder = new URL('../app/backend/db/migrations/', import.meta.url)
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(names.map(async (name) => parseMigration(name.slice(0, -4), await readFile(new URL(name, folder), 'utf8'))))
}
