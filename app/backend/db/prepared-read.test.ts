import { describe, expect, it } from 'vitest'
import type { Database } from './database.server'
import { preparedRead, preparedReadsByShape } from './prepared-read'

/** Stands for a database: the helpers only keep what `build` made for it. */
const database = () => ({}) as Database

describe('preparedRead', () => {
  it('builds a read once per database and gives the same prepared query after', () => {
    const built: string[] = []
    const read = preparedRead('test_once', (_db, name) => {
      built.push(name)
      return { name }
    })
    const first = database()
    expect(read(first)).toBe(read(first))
    const second = database()
    expect(read(second)).not.toBe(read(first))
    expect(built).toEqual(['test_once', 'test_once'])
  })

  it('refuses a statement name used twice, which on PostgreSQL would stand for two texts', () => {
    preparedRead('test_twice', () => ({}))
    expect(() => preparedRead('test_twice', () => ({}))).toThrow(/defined twice/)
    expect(() => preparedReadsByShape('test_twice', () => ({}))).toThrow(/defined twice/)
  })
})

describe('preparedReadsByShape', () => {
  it('prepares one read per shape, each under a name of its own', () => {
    const built: string[] = []
    const reads = preparedReadsByShape('test_shapes', (_db, name, shape) => {
      built.push(`${name} ${shape}`)
      return { shape }
    })
    const db = database()
    expect(reads(db, 'a,b')).toBe(reads(db, 'a,b'))
    expect(reads(db, '').shape).toBe('')
    expect(built.map((entry) => entry.split(' ')[1])).toEqual(['a,b', ''])
    expect(new Set(built.map((entry) => entry.split(' ')[0])).size).toBe(2)
  })

  it('names every shape within the 63 bytes PostgreSQL keeps, however many filters it names', () => {
    const names: string[] = []
    const reads = preparedReadsByShape('test_many_filters', (_db, name) => names.push(name))
    const db = database()
    const filters = ['siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'idProduct', 'query']
    reads(db, filters.join(','))
    reads(db, filters.slice(0, 6).join(','))
    expect(names[0]).not.toBe(names[1])
    for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63)
    expect(() => preparedRead('a_family_name_far_too_long_to_leave_room_for_shapes', () => ({}))).toThrow(/over 40/)
  })
})
