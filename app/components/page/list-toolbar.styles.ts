import { styled } from '@linaria/react'
import { listToolbarLook } from './list-toolbar-look'

/** A list's top row: what it shows (a count, its tabs or filters) on one side, its actions on the other; it wraps. */
export const ListToolbar = styled.div`
  ${listToolbarLook}
`
