import { randomUUID } from 'node:crypto'
import type { StaffRole } from '~/api/contract/staff-roles'

/**
 * The staff console's server functions as a browser calls them, each with an input its validator accepts (records that
 * do not exist) and the staff roles that may call it: every one refuses a visitor, a member and the machine credential
 * (tests/e2e/admin-security.spec.ts); each dispatched call's endpoint names exactly these roles
 * (tests/unit/console-function-roles.test.ts), which the API enforces for every endpoint (tests/contract/staff-roles.test.ts);
 * and one of each server function and set of roles is called with each role through the build (admin-security.spec.ts).
 */
export const receiptNumber = 'C-00000000-0000'
export const someone = randomUUID()
export type ConsoleFunction = { name: string; data?: unknown; roles: readonly StaffRole[] }

/** A console call dispatched by the contract (decision 119): the dispatcher, and the endpoint it is asked to call. */
const dispatched = (
  name: 'readStaffEndpoint' | 'findStaffEndpoint' | 'changeStaffEndpoint',
  endpoint: string,
  input: object,
  roles: readonly StaffRole[],
): ConsoleFunction => ({ name, data: { endpoint, input }, roles })
const read = (endpoint: string, input: object, roles: readonly StaffRole[]) =>
  dispatched('readStaffEndpoint', endpoint, input, roles)
const find = (endpoint: string, input: object, roles: readonly StaffRole[]) =>
  dispatched('findStaffEndpoint', endpoint, input, roles)
const change = (endpoint: string, input: object, roles: readonly StaffRole[]) =>
  dispatched('changeStaffEndpoint', endpoint, input, roles)

const agents = ['admin', 'support'] as const
const everyone = ['admin', 'support', 'editor'] as const
export const consoleFunctions: ConsoleFunction[] = [
  read('dashboard', {}, agents),
  read('inquiryList', {}, agents),
  find('inquiryDetail', { params: { receiptNumber } }, agents),
  read('assignees', {}, agents),
  change('addInquiryNote', { params: { receiptNumber }, body: { body: 'A note' } }, agents),
  change('assignInquiry', { params: { receiptNumber }, body: { assigneeId: null, version: 1 } }, agents),
  change('setInquiryStatus', { params: { receiptNumber }, body: { status: 'done', version: 1 } }, agents),
  change('replyToInquiry', { params: { receiptNumber }, body: { subject: 'Re', body: 'Hello', version: 1 } }, agents),
  read('questionList', {}, agents),
  find('questionDetail', { params: { id: 999_999 } }, agents),
  { name: 'answerQuestion', data: { id: 999_999, content: 'An answer' }, roles: agents },
  read('sampleList', {}, agents),
  find('sampleDetail', { params: { id: 999_999 } }, agents),
  change('moveSampleRequest', { params: { id: 999_999 }, body: { status: 'reviewing', version: 1 } }, agents),
  change('revealSampleRecipient', { params: { id: 999_999 }, body: { reason: 'shipping' } }, agents),
  read('memberSearch', {}, agents),
  find('memberDetail', { params: { id: someone } }, agents),
  change('revealMember', { params: { id: someone }, body: { reason: 'A call about an order' } }, agents),
  read('memberPoints', { params: { id: someone } }, agents),
  change('adjustPoints', { params: { id: someone }, body: { kind: 'grant', amount: 1, reason: 'Thanks' } }, agents),
  read('memberSessions', { params: { id: someone } }, agents),
  change('endMemberSession', { params: { id: someone, sessionId: randomUUID() } }, agents),
  change('endAllMemberSessions', { params: { id: someone } }, agents),
  read('mailList', {}, agents),
  change('retryMail', { params: { id: 999_999 }, body: {} }, agents),
  read('staffList', {}, ['admin']),
  change('invite', { body: { email: 'never-invited@example.com', name: 'Never', role: 'support' } }, ['admin']),
  change('updateStaff', { params: { id: someone }, body: { status: 'disabled', version: 1 } }, ['admin']),
  { name: 'resetStaffSecondFactor', data: { id: someone }, roles: ['admin'] },
  { name: 'readAuditLog', data: {}, roles: ['admin'] },
  read('accessReview', { params: { month: '1999-12' } }, ['admin']),
  read('accessReviewDue', {}, ['admin']),
  change('confirmDownloadReasons', { params: { month: '1999-12' }, body: { entryIds: [999_999_999], reason: 'A reason' } }, [
    'admin',
  ]),
  // A month no other test reviews, long before any entry: an admin's call marks it reviewed (409 once it is).
  change('markMonthReviewed', { params: { month: '1999-12' }, body: { note: 'Nothing flagged' } }, ['admin']),
  read('jobHealth', {}, ['admin']),
  change('endStaffSessions', { params: { id: someone } }, ['admin']),
  read('mySessions', {}, everyone),
  change('endMySession', { params: { id: randomUUID() } }, everyone),
  change('endMyOtherSessions', { body: {} }, everyone),
  // A common password: the API refuses it after the role check, so no test account's password changes.
  change('changeMyPassword', { body: { newPassword: 'password1234' } }, everyone),
  { name: 'proveStaffAgain', data: { password: 'not-the-password', code: '000000' }, roles: everyone },
]

/** A console function as a failed expectation names it: the function, and the endpoint a dispatcher was asked for. */
export const labelOf = ({ name, data }: ConsoleFunction) =>
  name.endsWith('StaffEndpoint') ? `${name} ${(data as { endpoint: string }).endpoint}` : name

/** The first of each server function with each set of roles (a dispatcher is one server function for many endpoints). */
export const oneOfEachServerFunctionAndRoles = consoleFunctions.filter(
  (fn, index) =>
    consoleFunctions.findIndex((other) => other.name === fn.name && other.roles.join() === fn.roles.join()) === index,
)
