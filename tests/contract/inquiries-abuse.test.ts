import { createChallenge, solveChallenge } from 'altcha-lib/v1'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { API_BASE_PATH, createBackendApp } from '~/backend/app'
import { appSecrets } from '~/backend/db/inquiry-schema'
import { rateLimit } from '~/backend/security/rate-limit'
import { transportNames } from './harness'
import {
  encodePow,
  type InquiryHarness,
  message,
  postJson,
  setUpInquiryHarness,
  solveCaptcha,
  validInquiry,
} from './inquiry-support'

const harness = setUpInquiryHarness()

async function storedHmacKey(h: InquiryHarness): Promise<string> {
  const [row] = await h.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'captcha_hmac_key'))
  if (!row) throw new Error('no captcha key stored')
  return row.value
}

describe.each(transportNames)('captcha over %s', (name) => {
  const refused = async (captcha: string | undefined, locale: 'ko-KR' | 'en-US' = 'en-US') => {
    const answer = await postJson(harness, name, { ...validInquiry, ...(captcha === undefined ? {} : { captcha }) }, locale)
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatchObject({ code: 'captcha_failed', message: message('inquiry_error_captcha', locale) })
  }

  it('refuses a missing or empty solution', async () => {
    await refused(undefined)
    await refused('', 'ko-KR')
  })

  it('refuses junk and a forged solution (a wrong number, or a challenge signed with another key)', async () => {
    await refused('bm90IGpzb24=')
    const captcha = JSON.parse(Buffer.from(await solveCaptcha(harness, name), 'base64').toString()) as { number: number }
    await refused(Buffer.from(JSON.stringify({ ...captcha, number: captcha.number + 1 })).toString('base64'))

    const foreign = await createChallenge({
      hmacKey: 'not-our-key-not-our-key-not-our-key',
      maxnumber: 50,
      expires: new Date(Date.now() + 60_000),
    })
    const solved = await solveChallenge(foreign.challenge, foreign.salt, foreign.algorithm, 50).promise
    await refused(encodePow(foreign, solved?.number ?? 0))
  })

  it('accepts a solution once: the replay is refused', async () => {
    const captcha = await solveCaptcha(harness, name)
    expect((await postJson(harness, name, { ...validInquiry, captcha })).status).toBe(201)
    await refused(captcha)
  })

  it('refuses an expired solution', async () => {
    const expired = await createChallenge({
      hmacKey: await storedHmacKey(harness),
      maxnumber: 50,
      expires: new Date(Date.now() - 1000),
    })
    const solved = await solveChallenge(expired.challenge, expired.salt, expired.algorithm, 50).promise
    await refused(encodePow(expired, solved?.number ?? 0))
  })

  it('does not spend a solution on a submission refused for its fields', async () => {
    const captcha = await solveCaptcha(harness, name)
    const invalid = await postJson(harness, name, { ...validInquiry, email: 'x', captcha })
    expect(invalid.json.error?.code).toBe('validation_failed')
    expect((await postJson(harness, name, { ...validInquiry, captcha })).status).toBe(201)
  })
})

describe('captcha key and rate limit shared through the database', () => {
  const secondInstance = (limit: number) =>
    createBackendApp({
      db: harness.database.db,
      inquiries: {
        storage: harness.storage,
        rateLimit: { limit, windowSeconds: 600 },
        captcha: { pow: { maxNumber: 2000, expiresInSeconds: 600 } },
      },
    })

  const submit = async (app: ReturnType<typeof secondInstance>, clientIp: string, locale = 'en-US') => {
    const challengeResponse = await app.fetch(new Request(`http://in-process${API_BASE_PATH}/captcha/challenge`))
    const { data: challenge } = (await challengeResponse.json()) as {
      data: Parameters<typeof encodePow>[0] & { maxnumber: number }
    }
    const solved = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    const request = new Request(`http://in-process${API_BASE_PATH}/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({ ...validInquiry, captcha: encodePow(challenge, solved?.number ?? 0) }),
    })
    return app.fetch(request, { clientIp })
  }

  it('lets a second backend instance verify the first one challenges with the key kept in the database', async () => {
    const first = secondInstance(100)
    const second = secondInstance(100)
    const challenge = (await (await first.fetch(new Request(`http://in-process${API_BASE_PATH}/captcha/challenge`))).json()) as {
      data: Parameters<typeof encodePow>[0] & { maxnumber: number }
    }
    const solved = await solveChallenge(
      challenge.data.challenge,
      challenge.data.salt,
      challenge.data.algorithm,
      challenge.data.maxnumber,
    ).promise
    const response = await second.fetch(
      new Request(`http://in-process${API_BASE_PATH}/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validInquiry, captcha: encodePow(challenge.data, solved?.number ?? 0) }),
      }),
      { clientIp: '198.51.100.1' },
    )
    expect(response.status).toBe(201)
  })

  it('holds the per-IP limit across two instances: the third inquiry in the window gets 429 with Retry-After', async () => {
    const first = secondInstance(2)
    const second = secondInstance(2)
    expect((await submit(first, '203.0.113.7')).status).toBe(201)
    expect((await submit(second, '203.0.113.7')).status).toBe(201)

    const refused = await submit(first, '203.0.113.7', 'ja-JP')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({
      status: 429,
      code: 'rate_limited',
      message: message('inquiry_error_rate_limited', 'ja-JP', { minutes: Math.ceil(retryAfter / 60) }),
    })

    // Another visitor is not affected.
    expect((await submit(second, '203.0.113.8')).status).toBe(201)
  })
})

describe('rateLimit', () => {
  const rule = { bucket: 'test', key: 'visitor', limit: 2, windowSeconds: 60 }

  it('counts hits in fixed windows and starts over in the next one', async () => {
    const db = harness.database.db
    const start = new Date('2030-01-01T00:00:00Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    expect(await rateLimit(db, rule, at(0))).toMatchObject({ allowed: true, hits: 1, remaining: 1, retryAfterSeconds: 60 })
    expect(await rateLimit(db, rule, at(10))).toMatchObject({ allowed: true, hits: 2, remaining: 0 })
    expect(await rateLimit(db, rule, at(45))).toMatchObject({ allowed: false, hits: 3, remaining: 0, retryAfterSeconds: 15 })
    expect(await rateLimit(db, rule, at(61))).toMatchObject({ allowed: true, hits: 1 })
    expect(await rateLimit(db, { ...rule, key: 'someone-else' }, at(45))).toMatchObject({ allowed: true, hits: 1 })
  })

  it('counts concurrent hits exactly', async () => {
    const db = harness.database.db
    const results = await Promise.all(Array.from({ length: 10 }, () => rateLimit(db, { ...rule, key: 'burst', limit: 4 })))
    expect(results.filter((result) => result.allowed)).toHaveLength(4)
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})
