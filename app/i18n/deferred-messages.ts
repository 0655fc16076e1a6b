import { loadDeferredMessages, messagesPreloadLinks } from 'virtual:client-messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * Route options of a page that renders messages of the deferred catalogue (the `deferred` prefixes in
 * vite.config.ts, docs/decisions/0011-first-load-javascript.md): linked for the first load, loaded before a client
 * navigation renders the page.
 */
export const withDeferredMessages = {
  beforeLoad: () => loadDeferredMessages(),
  head: () => ({ links: deferredMessagesLinks() }),
}

/** The deferred catalogue's modulepreload link, for a route whose head has more to say. */
export const deferredMessagesLinks = () => messagesPreloadLinks(getLocale(), 'deferred')
