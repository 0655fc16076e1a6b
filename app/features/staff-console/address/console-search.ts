/**
 * A console address's query as the router holds it: flat text and numbers, which parseConsoleAddress reads with the
 * view's own schema (anything else it leaves out). The route does not copy or filter it: its code is in every page's
 * first load.
 */
export type ConsoleSearch = Record<string, string | number | undefined>
