import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/**
 * Renders a component into the document of a test file that runs in happy-dom (`@vitest-environment happy-dom`), for
 * what only a mounted component shows: where the focus goes after a click, a submit, a key.
 */
export async function renderInDom(node: ReactNode, queryClient = new QueryClient()) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => root.render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>))
  return {
    container,
    /** Clicks, types or presses inside act, so that every render and effect it causes is on screen after it. */
    act: (step: () => unknown) => act(async () => void (await step())),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** A button by its name: its `aria-label` where it has one (a short word shown on a phone), else its text. */
export function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent?.trim()) === name,
  )
  if (!button) throw new Error(`No button named ${name}`)
  return button
}
