import { describe, expect, it, vi } from 'vitest'
import {
  createScriptLoader,
  type ScriptHost,
  ScriptUnavailableError,
  type ThirdPartyScript,
  withTimeLimit,
} from './third-party-script'

/** A library like the real ones: `whenReady` fetches the rest, which brings `run`. */
interface ExampleApi {
  whenReady(callback: () => void): void
  run(): string
}

const exampleScript: ThirdPartyScript<ExampleApi> = {
  name: 'Example',
  globalName: 'example',
  src: (key) => `https://cdn.example.com/lib.js?key=${key}`,
  readyStep: 'whenReady',
  isComplete: (api): api is ExampleApi => typeof api?.whenReady === 'function' && typeof api.run === 'function',
}

/** A browser stand-in: `script` decides what happens once the script is added. */
function fakeHost(script: 'loads' | 'fails' | 'never-ready' | 'stays-incomplete') {
  let global: Partial<ExampleApi> | undefined
  const timers: Array<() => void> = []
  const host: ScriptHost<ExampleApi> & { fireTimers(): void; scripts: Array<{ src: string; nonce: string | undefined }> } = {
    scripts: [],
    addScript: vi.fn(async (src: string, nonce: string | undefined) => {
      host.scripts.push({ src, nonce })
      if (script === 'fails') throw new Error('network')
      // The script defines the ready step only; the rest arrives when it is called.
      global = {
        whenReady: (callback) => {
          if (script === 'never-ready') return
          if (script === 'loads') Object.assign(global ?? {}, { run: () => 'ran' })
          callback()
        },
      }
    }),
    global: () => global,
    setTimer: (callback) => {
      timers.push(callback)
      return () => timers.splice(timers.indexOf(callback), 1)
    },
    fireTimers: () => {
      for (const timer of [...timers]) timer()
    },
  }
  return host
}

describe('createScriptLoader', () => {
  it('adds the script once, with the nonce, and resolves with the complete library once it is ready', async () => {
    const host = fakeHost('loads')
    const load = createScriptLoader(exampleScript, host, 5_000)
    const [first, second] = await Promise.all([load('key', 'nonce-1'), load('key', 'nonce-1')])
    expect(first).toBe(second)
    expect(first.run()).toBe('ran')
    expect(host.scripts).toEqual([{ src: 'https://cdn.example.com/lib.js?key=key', nonce: 'nonce-1' }])
    await load('key', 'nonce-1')
    expect(host.addScript).toHaveBeenCalledTimes(1)
  })

  it('fails when the script cannot be fetched, and tries again on the next call', async () => {
    const host = fakeHost('fails')
    const load = createScriptLoader(exampleScript, host, 5_000)
    await expect(load('key', undefined)).rejects.toBeInstanceOf(ScriptUnavailableError)
    await expect(load('key', undefined)).rejects.toThrow('Example is unavailable: the script did not load')
    expect(host.addScript).toHaveBeenCalledTimes(2)
  })

  it('gives up after the time limit when the library never gets ready (blocked, or the key refused), then tries again', async () => {
    const host = fakeHost('never-ready')
    const load = createScriptLoader(exampleScript, host, 5_000)
    const result = load('key', 'n')
    await vi.waitFor(() => expect(host.scripts).toHaveLength(1))
    host.fireTimers()
    await expect(result).rejects.toThrow(/timed out/)
    const retry = load('key', 'n')
    expect(retry).not.toBe(result)
    retry.catch(() => {})
    host.fireTimers()
  })

  it('fails when the script loads but defines no ready step', async () => {
    const host: ScriptHost<ExampleApi> = { addScript: async () => {}, global: () => undefined, setTimer: () => () => {} }
    await expect(createScriptLoader(exampleScript, host, 5_000)('key', 'n')).rejects.toThrow(/no example.whenReady/)
  })

  it('fails when the library is still incomplete once ready', async () => {
    await expect(createScriptLoader(exampleScript, fakeHost('stays-incomplete'), 5_000)('key', 'n')).rejects.toThrow(/incomplete/)
  })

  it('uses a library already on the page without adding a script, still through its ready step', async () => {
    const whenReady = vi.fn((callback: () => void) => callback())
    const api: ExampleApi = { whenReady, run: () => 'present' }
    const addScript = vi.fn(async () => {})
    const load = createScriptLoader(exampleScript, { addScript, global: () => api, setTimer: () => () => {} }, 5_000)
    await expect(load('key', 'n')).resolves.toBe(api)
    expect(addScript).not.toHaveBeenCalled()
    expect(whenReady).toHaveBeenCalledTimes(1)
  })
})

describe('withTimeLimit', () => {
  it('passes the result on and stops its timer', async () => {
    const cancel = vi.fn()
    const setTimer = vi.fn(() => cancel)
    await expect(withTimeLimit({ setTimer }, Promise.resolve(7), 3_000, 'Example')).resolves.toBe(7)
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 3_000)
    expect(cancel).toHaveBeenCalled()
  })

  it('rejects once the time is up', async () => {
    let fire = () => {}
    const result = withTimeLimit(
      {
        setTimer: (callback) => {
          fire = callback
          return () => {}
        },
      },
      new Promise(() => {}),
      3_000,
      'Example',
    )
    fire()
    await expect(result).rejects.toThrow('Example is unavailable: timed out')
  })
})
