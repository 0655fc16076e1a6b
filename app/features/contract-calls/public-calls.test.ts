import { describe, expect, it } from 'vitest'
import { publicQuery } from './public-calls'

describe("a public read's query options", () => {
  it("leave a query that names no freshness to the query client's default, so a rendered page is not read again", () => {
    const people = publicQuery(['ko-KR', 'people'], 'people', {})
    expect(Object.hasOwn(people, 'staleTime')).toBe(false)
    expect(people.queryKey).toEqual(['ko-KR', 'people'])
    expect(publicQuery(['ko-KR', 'figures'], 'figures', {}, { staleTime: 600_000 }).staleTime).toBe(600_000)
  })
})
