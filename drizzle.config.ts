import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes a new SQL migration from changes to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './app/backend/db/schema.ts',
    './app/backend/db/inquiry-schema.ts',
    './app/backend/db/member-schema.ts',
    './app/backend/db/member-area-schema.ts',
    './app/backend/db/password-reset-schema.ts',
    './app/backend/db/email-verification-schema.ts',
    './app/backend/db/second-factor-schema.ts',
    './app/backend/db/passkey-schema.ts',
    './app/backend/db/staff-schema.ts',
    './app/backend/db/content-editing-schema.ts',
    './app/backend/db/document-files-schema.ts',
    './app/backend/db/spec-sheets-schema.ts',
    './app/backend/db/backup-schema.ts',
    './app/backend/db/job-failures-schema.ts',
    './app/backend/db/redirects-schema.ts',
    './app/backend/db/demo-items-schema.ts',
  ],
  // The migrations-match-schema test generates into a copy of the folder.
  out: process.env.DRIZZLE_MIGRATIONS_DIR ?? './app/backend/db/migrations',
})
