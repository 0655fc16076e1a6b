import { locales } from '~/i18n/locales'
import { bodiesOf, longestFields, typed } from './content-kind-longest-bodies'
import type { Endpoint } from './endpoint'
import { postKinds } from './kinds/post-kinds'
import { postCategoryEditingEndpoints, postEditingByType } from './post-editing-endpoints'
import { postTypes } from './posts'

/**
 * The longest valid body of every call of post-editing-endpoints.ts (for body-limits.test.ts): the editing calls' from
 * each type's declared fields, as the other kinds', then the preview's and the categories'.
 */
const everyLanguage = (text: string) => Object.fromEntries(locales.map((locale) => [locale, text]))

export const postEditingLongestBodies: Array<[Endpoint, unknown]> = [
  ...postTypes.flatMap(
    (type): Array<[Endpoint, unknown]> => [
      ...bodiesOf(postEditingByType[type], longestFields(postKinds[type].formFields)),
      [postEditingByType[type].preview, {}],
    ],
  ),
  [postCategoryEditingEndpoints.categoryCreate, { postType: 'thesis', name: everyLanguage(typed(100)) }],
  [postCategoryEditingEndpoints.categoryUpdate, { name: everyLanguage(typed(100)) }],
]
