import type { KeyboardEvent } from 'react'

/**
 * Ctrl+S (⌘S on a Mac) anywhere in a form sends it as its submit button would, instead of the browser saving the page:
 * an editor saves the draft from the field being typed in, and the focus stays there. Read by the key's place too
 * (`KeyS`), so a Korean input method's ㄴ counts. Nothing happens while the button says it is disabled (a save under way).
 */
export function submitOnSaveShortcut(event: KeyboardEvent<HTMLFormElement>): void {
  const isS = event.code === 'KeyS' || event.key.toLowerCase() === 's'
  if (!isS || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
  event.preventDefault()
  const button = event.currentTarget.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button?.disabled || button?.getAttribute('aria-disabled') === 'true') return
  event.currentTarget.requestSubmit(button ?? undefined)
}
