import type { Editor } from '@tiptap/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { safeHref } from '~/api/contract/rich-text'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { completedLinkAddress } from '../link-address'

/**
 * The address of the selection's link: set (an http(s), mailto or site address, as the contract takes; a host or mail
 * address typed without its scheme gets it) or removed.
 */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const inputId = useId()
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const inputRef = useRef<HTMLInputElement>(null)
  // The form opens on the editor's own request (the button, Ctrl+K): its address field takes the focus.
  useEffect(() => inputRef.current?.focus(), [])
  const [error, setError] = useState('')
  function apply(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    const address = completedLinkAddress(href)
    if (!v.is(safeHref, address)) {
      setError(m.admin_editor_link_invalid())
      return
    }
    const range = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      range.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run()
    else range.setLink({ href: address }).run()
    onDone()
  }
  return (
    // A div, not a form: it sits inside the editor's form, and Enter in it must not submit that one.
    <div className="link-form">
      <label htmlFor={inputId}>
        {m.admin_editor_link_address()}
        <input
          id={inputId}
          type="url"
          value={href}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event)
            if (event.key === 'Escape') onDone()
          }}
        />
      </label>
      <Button type="button" onClick={apply}>
        {m.admin_editor_link_apply()}
      </Button>
      {editor.isActive('link') ? (
        <Button
          type="button"
          data-variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onDone()
          }}
        >
          {m.admin_editor_link_remove()}
        </Button>
      ) : null}
      <Button type="button" data-variant="secondary" onClick={onDone}>
        {m.admin_cancel()}
      </Button>
      {error ? (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
