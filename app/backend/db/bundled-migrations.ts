import { type Migration, parseMigration } from './migrate'

/** The SQL migrations drizzle-kit wrote, bundled into the server as text. */
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export function bundledMigrations(): Migration[] {
  return Object.entries(migrationFiles)
    .map(([path, text]) => parseMigration(path.slice(path.lastIndexOf('/') + 1, -'.sql'.length), text))
    .sort((a, b) => a.id.localeCompare(b.id))
}
