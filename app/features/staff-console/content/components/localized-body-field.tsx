import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isEmptyRichDocument, type RichDocument } from '~/api/contract/rich-text'
import { localeAutonyms } from '~/i18n/language-switch'
import { baseLocale, type Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { KoreanReference, LocaleCell, LocalizedGroup, referenceId, useShownLanguages } from '../../kit/localized-text-fields'
import type { LocalizedBody } from '../rich-field'
import type { MediaPickerComponent } from './rich-text-editor'

// Tiptap is a chunk of its own, loaded when an editor opens a news item: never in the console's chunk nor a public page's.
const RichTextEditor = lazy(() => import('./rich-text-editor'))
const RichTextReference = lazy(() => import('./rich-text-reference'))

/** The editor's height while it loads, so that nothing below it moves when it appears. */
const EDITOR_PLACEHOLDER_HEIGHT = 268

function EditorPlaceholder() {
  return (
    <div
      className="editor-placeholder"
      style={{ minHeight: EDITOR_PLACEHOLDER_HEIGHT }}
      role="status"
      aria-live="polite"
      data-testid="editor-loading"
    >
      {m.admin_editor_loading()}
    </div>
  )
}

interface LocalizedBodyFieldProps {
  /** The editors' ids are `<id>-<locale>`. */
  id: string
  label: string
  value: LocalizedBody
  /** Changes when the editors must show `value` afresh (a restored revision, the other editor's version). */
  generation: number
  onChange: (locale: Locale, doc: RichDocument) => void
  /** A message per language (Korean's "required"). */
  errors?: Partial<Record<Locale, string>>
  mediaPicker?: MediaPickerComponent
}

/**
 * A rich text body: an editor per language, side by side on a wide screen, laid out and labelled as every translatable
 * field is (LocalizedTextFields); in an item's form the one language being edited, the Korean original read-only
 * beside it. `generation` remounts them with `value`; otherwise they keep their own state as one
 * types.
 */
export function LocalizedBodyField({
  id,
  label,
  value,
  generation,
  onChange,
  errors = {},
  mediaPicker,
}: LocalizedBodyFieldProps) {
  // The editor renders in the browser only: its server HTML would be a placeholder anyway.
  const hydrated = useHydrated()
  const { shown, reference } = useShownLanguages()
  const korean = value[baseLocale]
  return (
    <LocalizedGroup data-wide="">
      <legend>{label}</legend>
      <p className="hint">{m.admin_localized_fallback_hint()}</p>
      <div className="languages">
        {reference ? (
          <KoreanReference id={referenceId(id)}>
            {korean && !isEmptyRichDocument(korean) ? (
              hydrated ? (
                <Suspense fallback={<EditorPlaceholder />}>
                  <RichTextReference key={generation} value={korean} label={`${label} (${localeAutonyms[baseLocale]})`} />
                </Suspense>
              ) : (
                <EditorPlaceholder />
              )
            ) : null}
          </KoreanReference>
        ) : null}
        {shown.map((locale) => {
          const editorId = `${id}-${locale}`
          const error = errors[locale]
          return (
            <LocaleCell
              key={locale}
              locale={locale}
              id={editorId}
              required={locale === baseLocale}
              error={error}
              labelFor={false}
            >
              {hydrated ? (
                <Suspense fallback={<EditorPlaceholder />}>
                  <RichTextEditor
                    key={`${locale}-${generation}`}
                    id={editorId}
                    locale={locale}
                    label={`${label} (${localeAutonyms[locale]})`}
                    value={value[locale]}
                    onChange={(doc) => onChange(locale, doc)}
                    describedBy={error ? `${editorId}-error` : undefined}
                    invalid={error !== undefined}
                    mediaPicker={mediaPicker}
                  />
                </Suspense>
              ) : (
                <EditorPlaceholder />
              )}
            </LocaleCell>
          )
        })}
      </div>
    </LocalizedGroup>
  )
}
