/** Where the staff console lives: its addresses are this path and everything under it (decision 32). */
export const CONSOLE_PATH = '/admin'

/** The staff console: /admin and everything under it (decision 32). Private, never indexed, Korean or English. */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname)
}
