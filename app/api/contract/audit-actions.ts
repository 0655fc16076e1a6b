/**
 * Every action the audit log records (issue 23), by area: the part before the dot. `recordAudit` takes only these, so
 * a new action fails the type check until it is listed here and named in both console languages (audit-action-labels).
 */
export const auditActions = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.sign-out',
  'staff.reauthenticated',
  'staff.reauthentication-failed',
  'staff.add',
  'staff.update',
  'staff.second-factor-reset',
  'staff.second-factor-changed',
  'staff.passkey-added',
  'staff.passkey-renamed',
  'staff.passkey-removed',
  'staff.passkey-sign-in',
  'staff.password-changed',
  'staff.password-reset-requested',
  'staff.password-reset',
  'staff.password-reset-failed',
  'staff.session-ended',
  'staff.sessions-ended',
  'staff.invite',
  'staff.invitation-accepted',
  'staff.invitation-revoked',
  'member.search',
  'member.read',
  'member.reveal',
  'member.sessions-read',
  'member.points-read',
  'member.session-end',
  'member.second-factor-reset',
  'member.points',
  'inquiry.list',
  'inquiry.read',
  'inquiry.reply-preview',
  'inquiry.assign',
  'inquiry.status',
  'inquiry.note',
  'inquiry.reply',
  'inquiry.export',
  'attachment.download',
  'question.list',
  'question.read',
  'question.answer',
  'sample.list',
  'sample.read',
  'sample.reveal',
  'sample.move',
  'content.create',
  'content.draft',
  'content.publish',
  'content.unpublish',
  'content.restore',
  'content.delete',
  'content.reorder',
  'content.category',
  'content.preview-revoke',
  'content.demo-remove',
  'content.export',
  'content.import',
  'media.upload',
  'media.alt',
  'media.delete',
  'document.upload',
  'document.rename',
  'document.remove',
  'pharmacy.create',
  'pharmacy.update',
  'pharmacy.delete',
  'pharmacy.import',
  'pharmacy.restore',
  'redirect.create',
  'redirect.update',
  'redirect.delete',
  'redirect.import',
  'company.update',
  'product.spec_sheet.upload',
  'product.spec_sheet.remove',
  'mail.list',
  'mail.retry',
  'backup.take',
  'backup.secrets-export',
  'job.run',
  'audit.export',
  'audit.download-reason',
  'audit.review',
  'machine.call',
] as const

export type AuditAction = (typeof auditActions)[number]

/**
 * The grants, changes and removals of staff access rights (개인정보의 안전성 확보조치 기준 art. 5 ③): an account
 * given (added, or an invitation taken up), offered or taken back (an invitation sent or revoked), a role changed, an
 * account disabled or enabled (`staff.update`), its second factor reissued by an admin. Kept at least three years
 * whatever the audit log's retention (docs/decisions/0109). A staff member's own credentials (password, passkeys,
 * authenticator) and sessions change how they prove who they are, not what they may do: they are not among them.
 */
export const accessRightsActions = [
  'staff.add',
  'staff.update',
  'staff.invite',
  'staff.invitation-accepted',
  'staff.invitation-revoked',
  'staff.second-factor-reset',
] as const satisfies readonly AuditAction[]

/** The areas of the site an action belongs to, in the order the console lists them. */
export const auditAreas = [
  'staff',
  'member',
  'inquiry',
  'attachment',
  'question',
  'sample',
  'content',
  'media',
  'document',
  'pharmacy',
  'redirect',
  'company',
  'product',
  'mail',
  'backup',
  'job',
  'audit',
  'machine',
] as const
export type AuditArea = (typeof auditAreas)[number]

export const auditAreaOf = (action: AuditAction) => action.slice(0, action.indexOf('.')) as AuditArea

export const isAuditAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value)

/** The action filter for every action of an area: `staff.*`. */
export const areaFilter = (area: AuditArea) => `${area}.*`

/** The area an action filter names all the actions of, if it is one (`staff.*`). */
export const areaOfFilter = (value: string): AuditArea | undefined => auditAreas.find((area) => value === areaFilter(area))
