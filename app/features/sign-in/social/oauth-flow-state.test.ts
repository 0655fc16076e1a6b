import { describe, expect, it } from 'vitest'
import { decodeFlowState, encodeFlowState, type OAuthFlowState, stateMatches } from './oauth-flow-state'

const flow: OAuthFlowState = { state: 'a'.repeat(43), provider: 'kakao', mode: 'popup', returnTo: '/mypage?lang=en-US' }

describe('the OAuth flow cookie', () => {
  it('round-trips a flow', () => {
    expect(decodeFlowState(encodeFlowState(flow))).toEqual(flow)
  })

  it('refuses a missing, malformed or tampered cookie', () => {
    expect(decodeFlowState(undefined)).toBeUndefined()
    expect(decodeFlowState('not base64 json')).toBeUndefined()
    expect(decodeFlowState(encodeFlowState({ ...flow, provider: 'github' as 'kakao' }))).toBeUndefined()
    expect(decodeFlowState(encodeFlowState({ ...flow, state: 'short' }))).toBeUndefined()
  })

  it('accepts only the very state this browser started with', () => {
    expect(stateMatches(flow, flow.state)).toBe(true)
    expect(stateMatches(flow, `${flow.state.slice(0, -1)}b`)).toBe(false)
    expect(stateMatches(flow, flow.state.slice(1))).toBe(false)
    expect(stateMatches(flow, null)).toBe(false)
    expect(stateMatches(undefined, flow.state)).toBe(false)
  })
})
