import { bareList, plainControl } from '~/components/styles/resets'

/**
 * The lists of menu links in the footer and the mobile menu: bare lists whose links and buttons read as plain text.
 * Each adds its own display, size and spacing in an `a, button` rule after it.
 */
export const menuLinkLists = `
  ul {
    ${bareList}
  }
  a,
  button {
    ${plainControl}
  }
`
