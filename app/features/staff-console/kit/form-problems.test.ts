import { describe, expect, it } from 'vitest'
import { documentEditingEndpoints } from '~/api/contract/document-editing-endpoints'
import { mediaEndpoints } from '~/api/contract/media-endpoints'
import { noteProblems, replyProblems } from '../inquiries/inquiry-forms'
import { pointProblems, reasonProblems } from '../members/member-forms'
import { answerProblems } from '../questions/answer-form'
import { sampleMoveBody, sampleMoveProblems, sampleTargets } from '../samples/sample-move'
import { localizedTextFaults } from './form-problems'

describe('the operations forms check what the API checks', () => {
  it('a note or a reply needs text, within the API’s lengths counted after trimming', () => {
    expect(noteProblems('   ')).toEqual({ body: 'required' })
    expect(noteProblems(` ${'a'.repeat(4000)} `)).toEqual({})
    expect(noteProblems('a'.repeat(4001))).toEqual({ body: 'too_long' })
    expect(replyProblems({ subject: '', body: 'Thanks' })).toEqual({ subject: 'required' })
    expect(replyProblems({ subject: 'x'.repeat(201), body: '' })).toEqual({ subject: 'too_long', body: 'required' })
  })

  it('refuses what the API refuses in a text, lines kept where the contract’s field takes them', () => {
    expect(noteProblems('note\u0000')).toEqual({ body: 'unkeepable' })
    expect(noteProblems('first line\n\tsecond')).toEqual({})
    expect(replyProblems({ subject: 'Re:\nyour inquiry', body: 'Thanks\ud800' })).toEqual({
      subject: 'line_break',
      body: 'unkeepable',
    })
    expect(answerProblems('답변\n둘째 줄')).toEqual({})
    expect(reasonProblems('Shipping\na sample')).toEqual({})
    expect(pointProblems({ kind: 'grant', amount: '10', reason: 'Event\tbonus' }, 0)).toEqual({ reason: 'line_break' })
  })

  it('an answer is 1 to 2,000 characters', () => {
    expect(answerProblems('')).toEqual({ content: 'required' })
    expect(answerProblems('a'.repeat(2001))).toEqual({ content: 'too_long' })
    expect(answerProblems('답변입니다')).toEqual({})
  })

  it('a reveal needs a reason of at least 4 characters', () => {
    expect(reasonProblems('')).toEqual({ reason: 'required' })
    expect(reasonProblems(' ab ')).toEqual({ reason: 'too_short' })
    expect(reasonProblems('Shipping a sample')).toEqual({})
  })

  it('points: a whole amount from 1 to 1,000,000 with a reason, never more deducted than the balance', () => {
    expect(pointProblems({ kind: 'grant', amount: '1,000', reason: 'Event' }, 0)).toEqual({})
    expect(pointProblems({ kind: 'grant', amount: '', reason: '' }, 0)).toEqual({ amount: 'required', reason: 'required' })
    expect(pointProblems({ kind: 'grant', amount: '1.5', reason: 'x' }, 0)).toEqual({ amount: 'not_whole' })
    expect(pointProblems({ kind: 'grant', amount: '-3', reason: 'x' }, 0)).toEqual({ amount: 'not_whole' })
    expect(pointProblems({ kind: 'grant', amount: '0', reason: 'x' }, 0)).toEqual({ amount: 'out_of_range' })
    expect(pointProblems({ kind: 'grant', amount: '1000001', reason: 'x' }, 0)).toEqual({ amount: 'out_of_range' })
    expect(pointProblems({ kind: 'deduct', amount: '501', reason: 'x' }, 500)).toEqual({ amount: 'over_balance' })
    expect(pointProblems({ kind: 'deduct', amount: '500', reason: 'x' }, 500)).toEqual({})
  })
})

describe('a text in five languages', () => {
  it('is refused by language as the API would, in one line or several as the contract says', () => {
    const names = { 'ko-KR': '회사 소개서', 'en-US': 'Company\nprofile', 'ja-JP': '会社\uffff' }
    expect(localizedTextFaults(documentEditingEndpoints.rename, 'name', names)).toEqual({
      'en-US': 'line_break',
      'ja-JP': 'unkeepable',
    })
    expect(localizedTextFaults(mediaEndpoints.updateAlt, 'alt', { 'ko-KR': '첫 줄\n둘째 줄', 'en-US': 'Alt\u0000' })).toEqual({
      'en-US': 'unkeepable',
    })
  })
})

describe('sample moves', () => {
  const fields = { carrier: '', trackingNumber: '', declineReason: '' }

  it('offers the workflow’s next steps and one step back', () => {
    expect(sampleTargets('received')).toEqual(['reviewing', 'declined'])
    expect(sampleTargets('reviewing')).toContain('shipped')
  })

  it('shipped needs a carrier and a tracking number, declined a reason', () => {
    expect(sampleMoveProblems({ ...fields, status: 'shipped' })).toEqual({
      carrier: 'required',
      trackingNumber: 'required',
    })
    expect(sampleMoveProblems({ ...fields, status: 'declined' })).toEqual({ declineReason: 'required' })
    expect(sampleMoveProblems({ ...fields, status: 'reviewing' })).toEqual({})
    expect(sampleMoveProblems({ ...fields, status: 'declined', declineReason: 'Out of stock\nuntil May' })).toEqual({})
    expect(sampleMoveProblems({ ...fields, status: 'shipped', carrier: 'CJ\u0007', trackingNumber: '12\n34' })).toEqual({
      carrier: 'unkeepable',
      trackingNumber: 'line_break',
    })
  })

  it('sends only the details of the status it moves to', () => {
    const typed = { status: 'shipped' as const, carrier: ' CJ ', trackingNumber: '1234', declineReason: 'left over' }
    expect(sampleMoveBody(typed, 3)).toEqual({ status: 'shipped', version: 3, carrier: 'CJ', trackingNumber: '1234' })
    expect(sampleMoveBody({ ...typed, status: 'reviewing' }, 3)).toEqual({ status: 'reviewing', version: 3 })
  })
})
