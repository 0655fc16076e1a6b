import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).

const questionParams = schemaOf(memberAreaAdminEndpoints.questionDetail.params)
/** The console always answers as the signed-in staff member: `by` (the machine credential's) is not taken. */
const { by: _by, ...answerEntries } = schemaOf(memberAreaAdminEndpoints.answerQuestion.body).entries

export const listQuestions = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(memberAreaAdminEndpoints.questionList.query)))
  .handler(({ data }) => staffApi(memberAreaAdminEndpoints.questionList, { query: data }))

export const getQuestion = createServerFn({ method: 'GET' })
  .validator(contractInput(questionParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(memberAreaAdminEndpoints.questionDetail, { params: data })))

/** Answers a waiting question or, with its `version`, corrects the answer; the member is told by mail. */
export const answerQuestion = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...questionParams.entries, ...answerEntries })))
  .handler(({ data: { id, ...body } }) =>
    actionOutcome(() => staffApi(memberAreaAdminEndpoints.answerQuestion, { params: { id }, body })),
  )
