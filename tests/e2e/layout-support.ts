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
