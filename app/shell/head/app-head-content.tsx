import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { DEFERRED_PRELOADS_ID } from '../deferred-app-start'

type HeadTag = ReturnType<typeof useTags>[number]

/** A route chunk's modulepreload link from Start's manifest (the message catalogues' links carry an id and stay). */
const isRouteChunkPreload = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' && !tag.attrs?.id

/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * The router's head tags, without the route chunks' modulepreload links: those would be fetched while the page's main
 * image loads. Their addresses go in a JSON script instead, preloaded by the browser entry once the page has painted
 * (decision 18).
 */
export function AppHeadContent() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const routeChunks = tags.filter(isRouteChunkPreload).map((tag) => tag.attrs?.href)
  return (
    <>
      {tags
        .filter((tag) => !isRouteChunkPreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <script
        type="application/json"
        id={DEFERRED_PRELOADS_ID}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of asset paths, with `<` escaped.
        dangerouslySetInnerHTML={{ __html: scriptJson(routeChunks) }}
      />
    </>
  )
}
