/**
 * Where the end-to-end run's two copies of the production build listen, and the services they use (playwright.config.ts
 * and its global setup, seeded-site-data.ts). E2E_PORT and E2E_EDITING_PORT move them, so that two runs side by side
 * (or `npm start`) never meet.
 */
export const mainPort = Number(process.env.E2E_PORT ?? 3100)
export const mainURL = `http://127.0.0.1:${mainPort}`
/**
 * The specs that change what visitors read (staff editing news, clients, the FAQ, pharmacies, documents) run against a
 * second copy with a database of its own, so that the specs reading public pages in parallel never count an item an
 * editor just added.
 */
export const editingPort = Number(process.env.E2E_EDITING_PORT ?? 3195)
export const editingURL = `http://127.0.0.1:${editingPort}`
/** ClamAV's daemon, which checks the inquiry attachments and staff's PDFs (scripts/clamd/start-clamd.mjs, decision 99). */
export const clamdPort = mainPort + 13
