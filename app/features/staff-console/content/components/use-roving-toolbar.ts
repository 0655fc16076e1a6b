import { type KeyboardEvent, useState } from 'react'

/**
 * The WAI-ARIA toolbar pattern: the toolbar is one tab stop (the button used last, at first the first usable one), and
 * the arrow keys, Home and End move between its buttons that can be used now. `usable` lists the buttons' ids in
 * order, the disabled ones left out; each button spreads `buttonProps(id)`.
 */
export function useRovingToolbar(usable: readonly string[]) {
  const [current, setCurrent] = useState<string>()
  const tabStop = current && usable.includes(current) ? current : usable[0]

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)')]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (at < 0 || next === undefined) return
    event.preventDefault()
    buttons[(next + buttons.length) % buttons.length]?.focus()
  }

  return {
    /** For the element of role `toolbar`. */
    onToolbarKeyDown: onKeyDown,
    buttonProps: (id: string) => ({ 'data-tool': id, tabIndex: id === tabStop ? 0 : -1, onFocus: () => setCurrent(id) }),
  }
}
