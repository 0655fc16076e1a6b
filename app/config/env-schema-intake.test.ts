import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from './env-schema'

describe('intake configuration', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      UPLOAD_DIR: '.data/uploads',
      INQUIRY_RATE_LIMIT: 5,
      INQUIRY_RATE_WINDOW_SECONDS: 600,
      S3_REGION: 'us-east-1',
      CAPTCHA_MAX_NUMBER: 100_000,
    })
    expect(env.CAPTCHA_HMAC_KEY).toBeUndefined()
  })

  it('refuses half a reCAPTCHA or S3 configuration, naming what is missing', () => {
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: '6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toThrow(/RECAPTCHA_SECRET_KEY/)
    try {
      parseEnv({ S3_BUCKET: 'inquiries', S3_ACCESS_KEY_ID: 'AKIA0000' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError)
      expect((error as InvalidEnvironmentError).problems).toEqual([expect.stringContaining('missing S3_SECRET_ACCESS_KEY')])
    }
  })

  it('refuses a short captcha key and a rate limit that is not a number', () => {
    expect(() => parseEnv({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY/)
    expect(() => parseEnv({ INQUIRY_RATE_LIMIT: 'many' })).toThrow(/INQUIRY_RATE_LIMIT/)
  })

  it('takes the size of the proof of work within bounds: a few thousand tries at least, ten million at most', () => {
    expect(parseEnv({ CAPTCHA_MAX_NUMBER: '5000' }).CAPTCHA_MAX_NUMBER).toBe(5000)
    expect(() => parseEnv({ CAPTCHA_MAX_NUMBER: '10' })).toThrow(/CAPTCHA_MAX_NUMBER/)
    expect(() => parseEnv({ CAPTCHA_MAX_NUMBER: '20000000' })).toThrow(/CAPTCHA_MAX_NUMBER/)
  })

  it("takes ClamAV's daemon on a TCP port or a Unix socket, and nothing else", () => {
    expect(parseEnv({}).CLAMD_URL).toBeUndefined()
    expect(parseEnv({ CLAMD_URL: 'tcp://127.0.0.1:3310' }).CLAMD_URL).toBe('tcp://127.0.0.1:3310')
    expect(parseEnv({ CLAMD_URL: 'tcp://[::1]:3310' }).CLAMD_URL).toBe('tcp://[::1]:3310')
    expect(parseEnv({ CLAMD_URL: 'unix:/run/clamav/clamd.ctl' }).CLAMD_URL).toBe('unix:/run/clamav/clamd.ctl')
    for (const wrong of ['127.0.0.1:3310', 'http://clamd:3310', 'tcp://clamd', 'unix:clamd.ctl'])
      expect(() => parseEnv({ CLAMD_URL: wrong }), wrong).toThrow(/CLAMD_URL/)
  })

  it('takes an audit copy bucket only beside S3_BUCKET and its keys, and never the same bucket', () => {
    const s3 = { S3_BUCKET: 'attachments', S3_ACCESS_KEY_ID: 'AKIA0000', S3_SECRET_ACCESS_KEY: 'secret-key-0000' }
    expect(parseEnv({ ...s3, AUDIT_COPY_BUCKET: 'audit-copies' }).AUDIT_COPY_BUCKET).toBe('audit-copies')
    expect(() => parseEnv({ AUDIT_COPY_BUCKET: 'audit-copies' })).toThrow(/AUDIT_COPY_BUCKET: needs S3_BUCKET/)
    expect(() => parseEnv({ ...s3, AUDIT_COPY_BUCKET: 'attachments' })).toThrow(/another bucket/)
    expect(() => parseEnv({ ...s3, AUDIT_COPY_BUCKET: 'Not_A_Bucket' })).toThrow(/AUDIT_COPY_BUCKET/)
  })
})
