import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ChannelListener, RECONNECTED, startChannelListener } from './channel-listener.server'
import type { ListenToChannel } from './database.server'

/** The channel the listeners here hear, and what it carries. */
const CHANNEL = 'content_changed'
const heard = { channel: CHANNEL, subject: 'content changes' }

/** A database whose listening connections the test drops, refuses or feeds notifications through. */
function fakeDatabase() {
  const connections: Array<{ notify: (payload: string) => void; drop: (error: Error) => void; closed: boolean }> = []
  let refusals = 0
  const listen: ListenToChannel = async (channel, onNotification) => {
    expect(channel).toBe(CHANNEL)
    if (refusals > 0) {
      refusals--
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    }
    let drop: (error: Error) => void = () => {}
    const lost = new Promise<Error>((resolve) => {
      drop = resolve
    })
    const connection = { notify: onNotification, drop, closed: false }
    connections.push(connection)
    return {
      lost,
      close: async () => {
        connection.closed = true
      },
    }
  }
  return {
    listen,
    connections,
    refuseNext(times: number) {
      refusals = times
    },
  }
}

const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2_000, interval: 2 })

let listener: ChannelListener | undefined
afterEach(async () => {
  await listener?.stop()
  listener = undefined
})

describe('the channel listener', () => {
  it('reports each change committed anywhere, as it comes', async () => {
    const database = fakeDatabase()
    const changes: string[] = []
    listener = startChannelListener({ ...heard, listen: database.listen, onNotification: (kind) => changes.push(kind) })
    await listener.listening
    database.connections[0]?.notify('news')
    database.connections[0]?.notify('pharmacies')
    expect(changes).toEqual(['news', 'pharmacies'])
  })

  it('listens again after its connection drops, and asks for everything to be emptied: what was sent meanwhile is lost', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const database = fakeDatabase()
    const changes: string[] = []
    listener = startChannelListener({
      ...heard,
      listen: database.listen,
      onNotification: (kind) => changes.push(kind),
      retryDelaysMs: [1, 2],
    })
    await listener.listening
    // The server restarts: the connection drops, and the next two attempts are refused before it is back.
    database.refuseNext(2)
    database.connections[0]?.drop(new Error('terminating connection due to administrator command'))
    await until(() => database.connections.length === 2)
    expect(database.connections[0]?.closed).toBe(true)
    expect(changes).toEqual([RECONNECTED])
    database.connections[1]?.notify('news')
    expect(changes).toEqual([RECONNECTED, 'news'])
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('lost the connection listening for content changes'))
  })

  it('keeps trying when the database cannot be reached at start, and empties the caches once it listens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const database = fakeDatabase()
    database.refuseNext(3)
    const changes: string[] = []
    listener = startChannelListener({
      ...heard,
      listen: database.listen,
      onNotification: (kind) => changes.push(kind),
      retryDelaysMs: [1],
    })
    await listener.listening
    expect(changes).toEqual([RECONNECTED])
    // One line for the outage, not one per attempt.
    expect(console.warn).toHaveBeenCalledTimes(1)
  })

  it('closes its connection when stopped, and opens no other', async () => {
    const database = fakeDatabase()
    listener = startChannelListener({ ...heard, listen: database.listen, onNotification: () => {}, retryDelaysMs: [1] })
    await listener.listening
    await listener.stop()
    expect(database.connections[0]?.closed).toBe(true)
    await new Promise((done) => setTimeout(done, 20))
    expect(database.connections).toHaveLength(1)
  })
})
