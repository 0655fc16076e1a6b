import { loadAdminMessages } from 'virtual:admin-messages'
import { loadDeferredMessages, messagesPreloadLinks } from 'virtual:client-messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * The staff console's messages (`admin_`, a catalogue of their own that public pages never load: decision 32), with the
 * deferred one (the shared form parts' and the API's texts): loaded before a console page renders in the browser.
 */
export const loadConsoleMessages = () => Promise.all([loadAdminMessages(), loadDeferredMessages()])

/**
 * The two catalogues' modulepreload links, for a console page's head: the entry loads the deferred one before
 * hydrating; the admin one is only fetched early, for the console's chunk that loads it.
 */
export const consoleMessagesLinks = () => [
  ...messagesPreloadLinks(getLocale(), 'admin'),
  ...messagesPreloadLinks(getLocale(), 'deferred'),
]
