// Provided by scripts/vite/client-messages.ts: in the browser build only the page's language ships (catalogue chunks
// per language); elsewhere Paraglide's own modules serve every language, and these do nothing or return nothing.
declare module 'virtual:client-messages' {
  /** `pharmacy`, `search`: a page's own catalogue (`pages` in vite.config.ts). */
  type CataloguePart = 'main' | 'deferred' | PageCatalogue | 'late' | 'admin'
  type PageCatalogue = 'pharmacy' | 'search'
  /** Browser: loads the language's catalogue (and the deferred one when the page links it). Before any rendering. */
  export function loadClientMessages(locale: string): Promise<unknown>
  /** Browser: loads the deferred messages (vite.config.ts), for the `beforeLoad` of a route that renders them. */
  export function loadDeferredMessages(): Promise<void>
  /** Browser: loads a page's own catalogue (`pages` in vite.config.ts), for the `beforeLoad` of that page's route. */
  export function loadPageMessages(name: PageCatalogue): Promise<void>
  /** Browser: loads the late messages (the meta descriptions, vite.config.ts); the app does when idle. */
  export function loadLateMessages(): Promise<void>
  /** Browser: whether the late messages have loaded (a late message rendered before then throws). Elsewhere true. */
  export function lateMessagesLoaded(): boolean
  /** Server: the modulepreload link of a catalogue of the language, for a route's head. */
  export function messagesPreloadLinks(
    locale: string,
    part?: CataloguePart,
  ): Array<{ rel: 'modulepreload'; href: string; id: string }>
}

// The admin catalogue's loader (scripts/vite/client-messages.ts): only the staff console's chunks import it.
declare module 'virtual:admin-messages' {
  /** Browser: loads the staff console's messages (`admin_`) in the page's language. Elsewhere it does nothing. */
  export function loadAdminMessages(): Promise<void>
}
