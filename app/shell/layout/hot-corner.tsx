import { styled } from '@linaria/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, layout, media, zIndex } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Corner = styled(Link)`
  align-items: center;
  background: ${colors.primary};
  border-radius: 50%;
  bottom: ${layout.hotCornerInset}px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
  color: ${colors.textInverse};
  display: flex;
  font-size: 13px;
  font-weight: 700;
  height: ${layout.hotCornerSize}px;
  justify-content: center;
  line-height: 1.25;
  padding: 8px;
  position: fixed;
  right: ${layout.hotCornerInset}px;
  text-align: center;
  text-decoration: none;
  width: ${layout.hotCornerSize}px;
  /* Two lines in every language: "OEM/ODM", then the word (Japanese and Chinese would break inside it otherwise). */
  word-break: keep-all;
  z-index: ${zIndex.hotCorner};

  &:hover {
    background: ${colors.primaryHover};
  }
  /* A contrast theme takes its fill away: its outline keeps it a button over the text it floats on. */
  ${media.forcedColors} {
    border: 2px solid;
  }
  ${hiddenInPrint}
`

/** The floating round link to the inquiry form, everywhere but on the form itself. */
export function HotCorner() {
  const onContactPage = useRouterState({ select: (state) => state.location.pathname === '/contact' })
  if (onContactPage) return null
  return (
    <Corner to="/contact" data-testid="hot-corner">
      {m.hot_corner_label()}
    </Corner>
  )
}
