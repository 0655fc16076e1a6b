import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { POINT_PERIODS } from '../member-area-search'
import { periodLabel, periodSearchValue } from './points-periods'

describe('the point periods', () => {
  it('names every period in the page language', () => {
    overwriteGetLocale(() => 'en-US')
    expect(POINT_PERIODS.map(periodLabel)).toEqual(['Today', '15 days', '1 month', '3 months', '6 months'])
    overwriteGetLocale(() => 'ko-KR')
    expect(POINT_PERIODS.map(periodLabel)).toEqual(['오늘', '15일', '1개월', '3개월', '6개월'])
    overwriteGetLocale(() => 'zh-TW')
    expect(periodLabel('3m')).toBe('3個月')
  })

  it('leaves the default period out of the address', () => {
    expect(POINT_PERIODS.map(periodSearchValue)).toEqual(['today', '15d', undefined, '3m', '6m'])
  })
})
