import type { Hono } from 'hono'
import { staffPasskeyEndpoints as api } from '~/api/contract/staff-passkey-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { implementStaff } from './implement-staff'
import type { StaffOptions } from './staff-options'
import {
  listOwnPasskeys,
  ownPasskeyOptions,
  registerOwnPasskey,
  removeOwnPasskey,
  renameOwnPasskey,
  staffPasskeyChallenge,
} from './staff-passkeys'

/** A staff member's own passkeys, and the challenge a passkey answers at sign-in or in a proof (decision 88). */
export function registerStaffPasskeyRoutes(app: Hono, db: Database, options: StaffOptions): void {
  implement(app, api.passkeyChallenge, ({ clientIp }) => staffPasskeyChallenge(db, clientIp, options))
  implementStaff(app, api.myPasskeys, ({ actor }) => listOwnPasskeys(db, actor))
  implementStaff(app, api.myPasskeyOptions, ({ actor }) => ownPasskeyOptions(db, actor, options))
  implementStaff(app, api.registerMyPasskey, ({ actor, body, clientIp, locale }) =>
    registerOwnPasskey(db, actor, body, { clientIp, locale }, options),
  )
  implementStaff(app, api.renameMyPasskey, ({ actor, params, body, clientIp }) =>
    renameOwnPasskey(db, actor, params.id, body, clientIp),
  )
  implementStaff(app, api.removeMyPasskey, ({ actor, params, clientIp, locale }) =>
    removeOwnPasskey(db, actor, params.id, { clientIp, locale }, options),
  )
}
