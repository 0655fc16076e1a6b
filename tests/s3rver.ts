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
