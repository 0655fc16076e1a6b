import * as v from 'valibot'
import { sortField } from '../address/search-fields'

/** The staff table's columns it sorts by. */
export const staffSortable = ['name', 'email', 'role', 'status', 'lastSignIn'] as const

/** The staff accounts' address query: the table's `sort`. */
export const staffSearch = v.object({ sort: sortField(staffSortable) })
