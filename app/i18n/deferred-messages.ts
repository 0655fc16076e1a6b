import { loadDeferredMessages, loadPageMessages, messagesPreloadLinks } from 'virtual:client-messages'
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

/**
 * Route options of the page whose messages are a catalogue of their own (`pages` in vite.config.ts: the finder's, the search's), so
 * that it does not load the deferred one.
 */
export const withPageMessages = (name: 'pharmacy' | 'search') => ({
  beforeLoad: () => loadPageMessages(name),
  head: () => ({ links: messagesPreloadLinks(getLocale(), name) }),
})
