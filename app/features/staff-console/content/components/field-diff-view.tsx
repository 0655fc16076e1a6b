import { localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import { DiffList, SideBySide } from '../content.styles'
import type { FieldDiff } from '../revision-diff'
import { DiffImage } from './diff-image'

/** Each field's name, as the kind's form labels it. */
export type FieldLabels = Record<string, () => string>

const fieldName = (labels: FieldLabels, diff: FieldDiff) =>
  `${labels[diff.field]?.() ?? diff.field}${diff.locale ? ` (${localeAutonyms[diff.locale]})` : ''}`

/** Each change with a key of its own: where it starts in the old and the new text, and its kind. */
function keyedChanges(diff: FieldDiff) {
  let before = 0
  let after = 0
  return diff.changes.map((change) => {
    const key = `${change.added ? 'a' : change.removed ? 'r' : 's'}${before}-${after}`
    if (!change.added) before += change.value.length
    if (!change.removed) after += change.value.length
    return { key, change }
  })
}

/** Images with a key each: the image, and how often it came before (a document may show one image twice). */
function keyedImages(mediaIds: readonly number[] = []) {
  const seen = new Map<number, number>()
  return mediaIds.map((mediaId) => {
    const times = seen.get(mediaId) ?? 0
    seen.set(mediaId, times + 1)
    return { key: `${mediaId}-${times}`, mediaId }
  })
}

/** What changed, field by field: removed words struck through (and named so), added ones marked. */
export function FieldDiffList({ diffs, labels }: { diffs: readonly FieldDiff[]; labels: FieldLabels }) {
  if (diffs.length === 0) return <p className="same">{m.admin_post_diff_none()}</p>
  return (
    <DiffList data-testid="field-diffs">
      {diffs.map((diff) => (
        <div key={`${diff.field}-${diff.locale ?? ''}`}>
          <dt>{fieldName(labels, diff)}</dt>
          <dd lang={diff.locale}>
            {keyedChanges(diff).map(({ key, change }) =>
              change.removed ? (
                <del key={key}>
                  <span className="visually-hidden">{m.admin_post_diff_removed()} </span>
                  {change.value}
                </del>
              ) : change.added ? (
                <ins key={key}>
                  <span className="visually-hidden">{m.admin_post_diff_added()} </span>
                  {change.value}
                </ins>
              ) : (
                <span key={key}>{change.value}</span>
              ),
            )}
            {keyedImages(diff.removedImages).map(({ key, mediaId }) => (
              <del key={`image-removed-${key}`}>
                <span className="visually-hidden">{m.admin_post_diff_removed()} </span>
                <DiffImage mediaId={mediaId} />
              </del>
            ))}
            {keyedImages(diff.addedImages).map(({ key, mediaId }) => (
              <ins key={`image-added-${key}`}>
                <span className="visually-hidden">{m.admin_post_diff_added()} </span>
                <DiffImage mediaId={mediaId} />
              </ins>
            ))}
          </dd>
        </div>
      ))}
    </DiffList>
  )
}

/** Two versions of each differing field next to each other: theirs on the left, what was typed on the right. */
export function FieldSideBySide({
  diffs,
  labels,
  left,
  right,
}: {
  diffs: readonly FieldDiff[]
  labels: FieldLabels
  left: string
  right: string
}) {
  return (
    <SideBySide data-testid="both-versions">
      <section aria-label={left}>
        <h3>{left}</h3>
        {diffs.map((diff) => (
          <div key={`${diff.field}-${diff.locale ?? ''}`}>
            <h4>{fieldName(labels, diff)}</h4>
            <p className="text" lang={diff.locale}>
              {diff.before || m.admin_post_diff_empty()}
            </p>
          </div>
        ))}
      </section>
      <section aria-label={right}>
        <h3>{right}</h3>
        {diffs.map((diff) => (
          <div key={`${diff.field}-${diff.locale ?? ''}`}>
            <h4>{fieldName(labels, diff)}</h4>
            <p className="text" lang={diff.locale}>
              {diff.after || m.admin_post_diff_empty()}
            </p>
          </div>
        ))}
      </section>
    </SideBySide>
  )
}
