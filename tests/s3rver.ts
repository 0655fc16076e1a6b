import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

/** The part of s3rver (a fake S3 server speaking the S3 HTTP protocol; it ships no types) the tests use. */
export interface S3rver {
  run(): Promise<AddressInfo>
  close(): Promise<void>
  httpServer: Server
}

type S3rverConstructor = new (options: {
  address: string
  port: number
  directory: string
  silent: boolean
  resetOnClose?: boolean
}) => S3rver

export const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor

/** s3rver's built-in account. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

/**
 * An s3rver on a free loopback port, keeping its objects under `directory`, with `bucket` made: the S3 a copy of the
 * site is pointed at (S3_ENDPOINT), and the server to close afterwards.
 */
export async function startS3WithBucket(directory: string, bucket: string): Promise<{ server: S3rver; endpoint: string }> {
  const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3')
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: s3rverCredentials })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  client.destroy()
  return { server, endpoint }
}
