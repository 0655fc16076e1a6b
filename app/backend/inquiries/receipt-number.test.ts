import { describe, expect, it } from 'vitest'
import { newReceiptNumber, RECEIPT_NUMBER_PATTERN } from './receipt-number'

describe('newReceiptNumber', () => {
  it('carries the day in Korea and six base-32 digits without look-alike letters', () => {
    // 2026-11-20 23:30 UTC is already the 21st in Seoul.
    const receipt = newReceiptNumber(new Date('2026-11-20T23:30:00Z'), () => 31)
    expect(receipt).toBe('Q-20261121-ZZZZZZ')
    expect(receipt).toMatch(RECEIPT_NUMBER_PATTERN)
  })

  it('never uses I, L, O or U and differs from one inquiry to the next', () => {
    const receipts = new Set(Array.from({ length: 2000 }, () => newReceiptNumber()))
    expect(receipts.size).toBe(2000)
    for (const receipt of receipts) {
      expect(receipt).toMatch(RECEIPT_NUMBER_PATTERN)
      expect(receipt.slice(11)).not.toMatch(/[ILOU]/)
    }
  })
})
