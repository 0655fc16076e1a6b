import { styled } from '@linaria/react'
import { filterChipsLook } from './filter-chips-look'

/** A row of filter links as rounded chips, the current one filled (a list's categories, the points' periods). */
export const FilterChips = styled.nav`
  ${filterChipsLook}
`
