import { describe, expect, it } from 'vitest'
import { romanizeKorean } from './romanize-korean'

describe('romanizeKorean', () => {
  it('writes districts and roads with their endings after a hyphen', () => {
    expect(romanizeKorean('강남구 테헤란로 123, 1층')).toBe('Gangnam-gu Teheran-ro 123, 1F')
    expect(romanizeKorean('성남시 분당구')).toBe('Seongnam-si Bundang-gu')
  })
  it('follows the sound changes inside a word', () => {
    expect(romanizeKorean('왕십리')).toBe('Wangsimni')
    expect(romanizeKorean('선정릉')).toBe('Seonjeongneung')
  })
  it('names a pharmacy with its own name romanized', () => {
    expect(romanizeKorean('온누리약국')).toBe('Onnuri Yakguk')
  })
  it('leaves text without Hangul as it is', () => {
    expect(romanizeKorean('365 ABC')).toBe('365 ABC')
  })
})
