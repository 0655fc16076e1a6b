// Stands in for @tanstack/query-core's focusManager.js in the browser build: see without-unused-query-features.ts.
// The site refetches nothing on focus (refetchOnWindowFocus: false, app/router.tsx), so the window's focus only held
// retries back while the tab was hidden: here the window always counts as focused, and no listener is added.
class FocusManager {
  isFocused() {
    return true
  }

  subscribe() {
    return () => {}
  }

  hasListeners() {
    return false
  }

  setEventListener() {}

  setFocused() {}

  onFocus() {}
}

export const focusManager = new FocusManager()
