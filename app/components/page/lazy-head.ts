/**
 * A route's head built by a module that loads with the route's own chunk, not with every page (decision 11). That
 * import fails only where the page's chunk does too (a link preloaded or followed offline): the head is then the
 * root's, and the router logs nothing for it, as it would for a head that throws. Once loaded, `build` runs as usual.
 * The import also resolves to nothing when it fails and the chunk-error recovery takes the failure over to reload the
 * page (Vite resolves a preload whose `vite:preloadError` was prevented with `undefined`): the head is the root's then too.
 */
export async function headFrom<Module, Head extends object>(
  load: () => Promise<Module>,
  build: (module: Module) => Head,
): Promise<Head | Record<string, never>> {
  let module: Module | undefined
  try {
    module = await load()
  } catch {
    return {}
  }
  return module === undefined ? {} : build(module)
}
