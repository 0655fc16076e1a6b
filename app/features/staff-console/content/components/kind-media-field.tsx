import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { MediaThumbnail } from '../../media/components/media-thumbnail'
import { MediaPicker } from '../../media/media-picker'
import { mediaDetailQuery } from '../../media/media-queries'
import { type ControlProps, labelOf } from './kind-field-attributes'

const Logo = styled.div`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  .preview {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 6px;
    width: 160px;
  }
  .preview img {
    aspect-ratio: 4 / 3;
    height: auto;
    object-fit: contain;
    width: 100%;
  }
`

/** A client's logo: the image chosen from the media library (with its preview and alt text), changed or removed. */
export function MediaField({ value, onChange, attributes }: ControlProps) {
  const [open, setOpen] = useState(false)
  const id = value ? Number(value) : 0
  const image = useQuery({ ...mediaDetailQuery(id), enabled: id > 0 })
  return (
    <fieldset className="field" aria-describedby={attributes['aria-describedby']}>
      <legend>{labelOf('logoMediaId')}</legend>
      <Logo id={attributes.id} tabIndex={-1}>
        {id > 0 ? (
          <div className="preview" data-testid="logo-preview">
            {image.data ? (
              <MediaThumbnail item={image.data.item} alt={image.data.item.alt[baseLocale] ?? ''} sizes="160px" />
            ) : image.isError ? (
              <p className="field-error">{m.admin_load_failed()}</p>
            ) : null}
          </div>
        ) : (
          <p className="hint">{m.admin_site_logo_none()}</p>
        )}
        <Button type="button" data-variant="secondary" onClick={() => setOpen(true)}>
          {id > 0 ? m.admin_site_logo_change() : m.admin_site_logo_choose()}
        </Button>
        {id > 0 ? (
          <Button type="button" data-variant="secondary" onClick={() => onChange('')}>
            {m.admin_site_logo_remove()}
          </Button>
        ) : null}
      </Logo>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={(picked) => onChange(String(picked.mediaId))} />
    </fieldset>
  )
}
