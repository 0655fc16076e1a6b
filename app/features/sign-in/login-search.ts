import { searchParser, textParam } from '~/components/page/search-params'

/**
 * /login and /signup: where to go once signed in, and why a social sign-in came back unfinished. Only their
 * length is checked here (this runs in every page's first load); the pages read them through `returnToParam`
 * and `isSocialFailure`, which accept a same-site path and a known failure only.
 */
export const signInSearch = searchParser({
  returnTo: textParam(2048),
  error: textParam(32),
})
