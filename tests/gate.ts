/** A promise a test resolves when it chooses: code under test waits on `passed`, the test calls `open()`. */
export function gate(): { open: () => void; passed: Promise<void> } {
  let open = () => {}
  const passed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, passed }
}
