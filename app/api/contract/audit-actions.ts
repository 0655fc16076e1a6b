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
  'member.session-end',
  'member.second-factor-reset',
  'member.points',
  'inquiry.read',
  'inquiry.assign',
  'inquiry.status',
  'inquiry.note',
  'inquiry.reply',
  'inquiry.export',
  'attachment.download',
  'question.answer',
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
  'mail.retry',
  'backup.take',
  'backup.secrets-export',
  'job.run',
  'audit.export',
  'machine.call',
] as const

export type AuditAction = (typeof auditActions)[number]

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
