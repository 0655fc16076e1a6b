import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pointPeriods, pointsQuery as pointsApiQuery } from '~/api/contract/member-area-endpoints'
import { idParam, MAX_PAGE } from '~/api/contract/query-params'
import {
  loaderFetch,
  MAX_ITEM_ID,
  MYPAGE_PAGE_SIZE,
  memberAreaListKey,
  memberAreaQueries,
  pagedQuery,
  pointsQuery,
} from './member-area-queries'
import { DEFAULT_POINT_PERIOD, POINT_PERIODS, pagedSearch, periodParam, pointsSearch } from './member-area-search'

const parsePoints = (search: object) => pointsSearch(search as Parameters<typeof pointsSearch>[0])
const parsePaged = (search: object) => pagedSearch(search as Parameters<typeof pagedSearch>[0])

describe("the members' lists in the address", () => {
  it('offers exactly the periods of the contract, and defaults as the API does', () => {
    expect([...POINT_PERIODS]).toEqual([...pointPeriods])
    expect(v.parse(pointsApiQuery, {}).period).toBe(DEFAULT_POINT_PERIOD)
  })

  it('keeps a known period and a real page, and drops anything else', () => {
    expect(parsePoints({ period: '3m', page: 4, other: 'x' })).toStrictEqual({ period: '3m', page: 4 })
    expect(parsePoints({})).toStrictEqual({})
    for (const period of ['1y', '', '3M', 3, null, ['1m']]) expect(periodParam(period)).toBeUndefined()
    for (const page of [0, 1, -2, 2.5, '2', MAX_PAGE + 1]) expect(parsePoints({ page }).page).toBeUndefined()
    expect(parsePaged({ page: 2, period: '3m' })).toStrictEqual({ page: 2 })
  })

  it('asks the API for the default period and the first page when the address says nothing', () => {
    expect(pointsQuery({})).toEqual({ period: '1m', page: 1, size: MYPAGE_PAGE_SIZE.points })
    expect(pointsQuery({ period: 'today', page: 3 })).toEqual({ period: 'today', page: 3, size: MYPAGE_PAGE_SIZE.points })
    expect(pagedQuery({}, 'questions')).toEqual({ page: 1, size: MYPAGE_PAGE_SIZE.questions })
    expect(pagedQuery({ page: 2 }, 'samples')).toEqual({ page: 2, size: MYPAGE_PAGE_SIZE.samples })
    // Every query is one the contract accepts.
    expect(v.safeParse(pointsApiQuery, pointsQuery({ period: '6m', page: 2 })).success).toBe(true)
  })

  it('knows the largest id the API takes', () => {
    expect(v.safeParse(idParam, String(MAX_ITEM_ID)).success).toBe(true)
    expect(v.safeParse(idParam, MAX_ITEM_ID + 1).success).toBe(false)
  })

  it('never keeps private data fresh (the loaders refresh it, not the screens), and keys it by list so that a new item refreshes every page', () => {
    const queries = [
      memberAreaQueries.points('ko-KR', pointsQuery({})),
      memberAreaQueries.questions('ko-KR', pagedQuery({}, 'questions')),
      memberAreaQueries.question('ko-KR', 7),
      memberAreaQueries.samples('ko-KR', pagedQuery({ page: 2 }, 'samples')),
    ]
    for (const query of queries) {
      expect(query.staleTime).toBe(0)
      expect(query.refetchOnMount).toBe(false)
      expect(loaderFetch(query)).toMatchObject({ queryKey: query.queryKey, revalidateIfStale: true })
      expect(query.queryKey.slice(0, 2)).toEqual(['mypage', 'ko-KR'])
    }
    expect(memberAreaQueries.questions('ko-KR', { page: 3, size: 10 }).queryKey.slice(0, 3)).toEqual(
      memberAreaListKey('ko-KR', 'questions'),
    )
    expect(memberAreaQueries.samples('en-US', { page: 1, size: 5 }).queryKey.slice(0, 3)).toEqual(
      memberAreaListKey('en-US', 'samples'),
    )
  })
})
