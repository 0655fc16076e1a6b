import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Hand-written (decision 119): the console never sends `by`. The questions' list and detail are dispatched
// (staff-calls.functions.ts).

const questionParams = schemaOf(memberAreaAdminEndpoints.questionDetail.params)
/** The console always answers as the signed-in staff member: `by` (the machine credential's) is not taken. */
const { by: _by, ...answerEntries } = schemaOf(memberAreaAdminEndpoints.answerQuestion.body).entries

/** Answers a waiting question or, with its `version`, corrects the answer; the member is told by mail. */
export const answerQuestion = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...questionParams.entries, ...answerEntries })))
  .handler(({ data: { id, ...body } }) =>
    actionOutcome(() => staffApi(memberAreaAdminEndpoints.answerQuestion, { params: { id }, body })),
  )
