import { type AuditArea, auditAreaOf, isAuditAction } from '~/api/contract/audit-actions'
import type { AuditDetailKey } from '~/api/contract/audit-detail-keys'
import { m } from '~/paraglide/messages'

type Label = () => string

/**
 * Each field an audit entry keeps, in the console's words: the name the console gives the same field where staff edit
 * or read it (a pharmacy's, the company's, a sample's shipping, points, the outbox…), else the log's own. Typed
 * against the backend's one list (audit-detail-keys), so a field recorded there cannot go unnamed here.
 */
const keyLabels: Record<AuditDetailKey, Label> = {
  added: m.admin_audit_key_added,
  address: m.admin_pharmacy_address,
  all: m.admin_audit_key_all,
  alt: m.admin_media_alt_heading,
  amount: m.admin_points_amount,
  archive: m.admin_audit_key_archive,
  assigneeId: m.admin_inquiry_assignee,
  attachmentId: m.admin_audit_key_attachment,
  attempts: m.admin_outbox_attempts,
  balance: m.admin_audit_key_balance,
  bulkViews: m.admin_access_review_bulk_heading,
  businessRegNo: m.admin_company_business_reg_no,
  bytes: m.admin_audit_key_bytes,
  carrier: m.admin_sample_carrier,
  ceo: m.admin_company_ceo,
  correction: m.admin_audit_key_correction,
  created: m.admin_audit_key_created,
  declineReason: m.admin_sample_decline_reason,
  downloads: m.admin_access_review_downloads_heading,
  email: m.admin_audit_key_email,
  ended: m.admin_audit_key_ended_sessions,
  endedSessions: m.admin_audit_key_ended_sessions,
  entryId: m.admin_audit_key_point_entry,
  file: m.admin_pharmacy_import_file,
  files: m.admin_media_files,
  filters: m.admin_audit_key_filters,
  format: m.admin_audit_key_format,
  found: m.admin_audit_key_found,
  from: m.admin_redirect_from,
  hash: m.admin_audit_key_hash,
  height: m.admin_audit_key_height,
  ids: m.admin_audit_key_ids,
  invitedBy: m.admin_audit_key_invited_by,
  keys: m.admin_audit_key_secrets,
  kept: m.admin_audit_key_kept,
  kind: m.admin_audit_key_kind,
  lastError: m.admin_outbox_error,
  latitude: m.admin_pharmacy_latitude,
  location: m.admin_company_location,
  longitude: m.admin_pharmacy_longitude,
  madeAt: m.admin_audit_key_made_at,
  mailed: m.admin_audit_key_mailed,
  mailId: m.admin_audit_key_mail,
  mailOrderRegNo: m.admin_company_mail_order_reg_no,
  method: m.admin_audit_key_method,
  month: m.admin_access_review_month,
  mobile: m.admin_member_mobile,
  mode: m.admin_audit_key_mode,
  name: m.admin_audit_key_name,
  nextAttemptAt: m.admin_outbox_next,
  note: m.admin_access_review_note,
  noteId: m.admin_audit_key_note,
  offHoursDays: m.admin_access_review_off_hours_heading,
  offSite: m.admin_audit_key_off_site,
  outcome: m.admin_audit_key_outcome,
  path: m.admin_audit_key_path,
  phone: m.admin_pharmacy_phone,
  postType: m.admin_audit_key_post_type,
  processedAt: m.admin_audit_key_processed_at,
  productIds: m.admin_pharmacy_products,
  publishAt: m.admin_audit_key_publish_at,
  q: m.admin_audit_key_search_words,
  reason: m.admin_audit_key_reason,
  recipient: m.admin_sample_recipient_heading,
  removed: m.admin_audit_key_removed,
  replacedEarlier: m.admin_audit_key_replaced_earlier,
  replyId: m.admin_audit_key_reply,
  restored: m.admin_audit_key_restored,
  restorePoint: m.admin_audit_key_restore_point,
  retiredPage: m.admin_audit_key_retired_page,
  revision: m.admin_audit_key_revision,
  role: m.admin_audit_key_role,
  rows: m.admin_audit_key_rows,
  secondFactor: m.admin_audit_key_second_factor,
  sessionId: m.admin_audit_key_session,
  sggNm: m.admin_pharmacy_district,
  sha256: m.admin_audit_key_sha256,
  siNm: m.admin_pharmacy_province,
  state: m.admin_audit_key_state,
  status: m.admin_audit_key_status,
  subjects: m.admin_audit_key_subjects,
  subwayArea: m.admin_pharmacy_subway_area,
  subwayLine: m.admin_pharmacy_subway_line,
  subwayName: m.admin_pharmacy_subway_station,
  to: m.admin_outbox_to,
  trackingNumber: m.admin_sample_tracking,
  unpublishAt: m.admin_audit_key_unpublish_at,
  updated: m.admin_audit_key_updated,
  version: m.admin_audit_key_version,
  videoId: m.admin_company_video_id,
  width: m.admin_audit_key_width,
}

/** Keys that name another field in one area's records: a redirect's `to` is its new address, not a mail's recipient. */
const keyLabelsOfArea: Partial<Record<AuditArea, Partial<Record<AuditDetailKey, Label>>>> = {
  redirect: { to: m.admin_redirect_to },
}

const isDetailKey = (key: string): key is AuditDetailKey => Object.hasOwn(keyLabels, key)

/** A kept field's name in the console's words, in its entry's action; one another backend wrote, as it was kept. */
export function auditKeyLabel(action: string, key: string): string {
  if (!isDetailKey(key)) return key
  const ofArea = isAuditAction(action) ? keyLabelsOfArea[auditAreaOf(action)] : undefined
  return (ofArea?.[key] ?? keyLabels[key])()
}
