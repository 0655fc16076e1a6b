import { styled } from '@linaria/react'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { MediaItem } from '~/api/contract/media-endpoints'
import type { FocalPoint } from '~/api/contract/share-crop'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { MediaThumbnail } from '../../../media/components/media-thumbnail'

const Picker = styled.button`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 6px;
  cursor: crosshair;
  display: block;
  max-width: 360px;
  padding: 0;
  position: relative;
  width: 100%;
  img {
    display: block;
    height: auto;
    width: 100%;
  }
  .point {
    border: 3px solid ${colors.textInverse};
    border-radius: 50%;
    box-shadow: 0 0 0 2px ${colors.secondary};
    height: 22px;
    pointer-events: none;
    position: absolute;
    transform: translate(-50%, -50%);
    width: 22px;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

/** A step of the arrow keys: 5% of the side, 1% with Shift. */
const stepOf = (event: KeyboardEvent) => (event.shiftKey ? 0.01 : 0.05)
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000))
const moves: Record<string, (point: FocalPoint, step: number) => FocalPoint> = {
  ArrowLeft: (point, step) => ({ ...point, x: point.x - step }),
  ArrowRight: (point, step) => ({ ...point, x: point.x + step }),
  ArrowUp: (point, step) => ({ ...point, y: point.y - step }),
  ArrowDown: (point, step) => ({ ...point, y: point.y + step }),
  Home: () => ({ x: 0.5, y: 0.5 }),
}

export const percentOf = (fraction: number) => Math.round(fraction * 100)

interface FocalPointPickerProps {
  id: string
  item: Pick<MediaItem, 'files' | 'width' | 'height'>
  point: FocalPoint
  onChange: (point: FocalPoint) => void
  /** The id of the text that says where the point is (read out as it moves). */
  describedBy: string
}

/**
 * The share image's focal point, set on the image itself: a click puts it where the pointer is; with the image
 * focused, the arrow keys move it (Shift: finer), Home centres it. The text it is described by says where it is.
 */
export function FocalPointPicker({ id, item, point, onChange, describedBy }: FocalPointPickerProps) {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    // A click from the keyboard (Enter, Space) has no position: the point stays.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) })
  }
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = moves[event.key]?.(point, stepOf(event))
    if (!next) return
    event.preventDefault()
    onChange({ x: clamp(next.x), y: clamp(next.y) })
  }
  return (
    <Picker
      type="button"
      id={id}
      aria-label={m.admin_seo_focal_point_control()}
      aria-describedby={describedBy}
      data-testid="seo-focal-point"
      onClick={place}
      onKeyDown={move}
    >
      <MediaThumbnail item={item} alt="" sizes="360px" />
      <span className="point" style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }} />
    </Picker>
  )
}
