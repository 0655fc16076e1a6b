/** A public read: GET, cached by the site and by a shared cache in front (decisions 20 and 54). */
export const publicGet = { method: 'GET', publicCache: true } as const
