/**
 * A console address's query as the console reads it: flat text and numbers, which each section parses with its own
 * parsers (anything else they leave out). The route does not copy or filter it: its code is in every page's first load.
 */
export type ConsoleSearch = Record<string, string | number | undefined>
