import type { Locator, Page } from '@playwright/test'

/**
 * How many lines an element's shown text takes (text only screen readers hear, in a 1 px box, left out): a word
 * broken in the middle, or a label pushed onto a second line, shows as 2 or more.
 */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops: number[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      if (!parent || parent.getBoundingClientRect().width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(walker.currentNode)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(Math.round(rect.top))
    }
    // Lines are at least 10 px apart; fragments of one line differ by a pixel or two.
    const lines = [...new Set(tops)]
      .sort((a, b) => a - b)
      .filter((top, index, all) => index === 0 || top - (all[index - 1] ?? 0) > 10)
    return lines.length
  })
}

/**
 * Each wrapped element's text and the characters on its last line, in one call for every element the selector finds
 * (a lone character there reads as a broken title). Elements on one line are left out.
 */
export function wrappedLastLines(page: Page, selector: string): Promise<{ text: string; last: string }[]> {
  return page.evaluate((query) => {
    const lastLine = (root: Element) => {
      const characters: { text: string; top: number }[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const node = walker.currentNode as Text
        for (let index = 0; index < node.length; index++) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getBoundingClientRect()
          if (rect.width > 0) characters.push({ text: node.data[index] ?? '', top: rect.top })
        }
      }
      const tops = characters.map((character) => character.top)
      // Lines are at least 10 px apart; characters of one line differ by a pixel or two.
      if (tops.length === 0 || Math.max(...tops) - Math.min(...tops) <= 10) return null
      const last = Math.max(...tops)
      return characters
        .filter((character) => character.top > last - 5)
        .map((character) => character.text)
        .join('')
        .trim()
    }
    return [...document.querySelectorAll(query)].flatMap((element) => {
      const last = lastLine(element)
      return last === null ? [] : [{ text: element.textContent?.trim() ?? '', last }]
    })
  }, selector)
}

/**
 * What is drawn on top at the element's centre (after scrolling it as far into view as the page allows), or null when
 * it is the element itself: something else there means a tap meant for it lands on that instead.
 */
export function coveringElement(element: Locator): Promise<string | null> {
  return element.evaluate((target) => {
    target.scrollIntoView({ block: 'center' })
    const rect = target.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    if (!hit || target === hit || target.contains(hit)) return null
    return `<${hit.tagName.toLowerCase()}> ${hit.textContent?.trim().slice(0, 40)}`
  })
}

/**
 * What is wrong with the header bar at the current width, as readable lines: either the phone menu's toggle shows, or
 * the desktop menu, never both or neither; and every shown entry is on one line, inside the bar and the window.
 */
export function headerProblems(page: Page, toggleLabel: string): Promise<string[]> {
  return page.evaluate((toggleName) => {
    const header = document.querySelector('[data-testid="site-header"]') as HTMLElement
    const bar = header.getBoundingClientRect()
    const problems: string[] = []
    const shown = (element: Element) => element.getBoundingClientRect().width > 1 && element.checkVisibility()
    const toggle = [...header.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === toggleName)
    const desktopMenu = header.querySelector('nav button')
    if (!toggle || !desktopMenu || shown(toggle) === shown(desktopMenu)) problems.push('not exactly one of the two menus shows')
    if (Math.round(bar.height) !== 80) problems.push(`the bar is ${bar.height} px high`)
    for (const item of header.querySelectorAll('a, button')) {
      if (!shown(item)) continue
      const name = item.textContent?.trim()
      const box = item.getBoundingClientRect()
      const tops = new Set<number>()
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        if ((walker.currentNode.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(walker.currentNode)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 10))
      }
      if (tops.size > 1) problems.push(`${name} wraps`)
      if (box.top < bar.top || box.bottom > bar.bottom) problems.push(`${name} is ${box.height} px high`)
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`${name} is outside the window`)
    }
    return problems
  }, toggleLabel)
}
