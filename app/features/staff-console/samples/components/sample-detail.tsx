import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { BackLink } from '../../kit/back-link'
import { Fields, Panel, RecordColumns } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { RecordView } from '../../kit/record-view'
import { sampleStatusLabels } from '../sample-labels'
import { sampleDetailQuery } from '../sample-queries'
import { SampleMoveForm } from './sample-move-form'
import { SampleRecipient } from './sample-recipient'

/** /admin/samples/<id>: the request, its recipient masked until a reveal with a reason, and its next step. */
export function SampleDetail({ id }: { id: number }) {
  const detail = useQuery(sampleDetailQuery(id))
  const locale = getLocale()
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'samples', view: 'list' }} label={m.admin_sample_back()} />}
      notFound={m.admin_sample_not_found()}
    >
      {(sample) => (
        <RecordColumns>
          <Panel aria-labelledby="sample-heading">
            <h2 id="sample-heading">{m.admin_sample_title({ date: formatTimestamp(sample.createdAt, locale) })}</h2>
            <Fields>
              <dt>{m.sample_col_status()}</dt>
              <dd data-testid="sample-status">
                {sampleStatusLabels[sample.status]()} ({formatTimestamp(sample.statusChangedAt, locale)})
              </dd>
              {sample.status === 'shipped' && sample.carrier ? (
                <>
                  <dt>{m.admin_sample_shipping()}</dt>
                  <dd>{m.sample_shipped_tracking({ carrier: sample.carrier, trackingNumber: sample.trackingNumber ?? '' })}</dd>
                </>
              ) : null}
              {sample.status === 'declined' && sample.declineReason ? (
                <>
                  <dt>{m.admin_sample_decline_reason()}</dt>
                  <dd className="text">{sample.declineReason}</dd>
                </>
              ) : null}
              <dt>{m.admin_member()}</dt>
              <dd>
                {sample.member.name}
                {sample.member.email ? ` (${sample.member.email})` : ''}
              </dd>
              <dt>{m.sample_col_materials()}</dt>
              <dd>{sample.materials.map((item) => item.name).join(', ')}</dd>
              <dt>{m.sample_quantity_label()}</dt>
              <dd>{sample.quantity}</dd>
              <dt>{m.sample_purpose_label()}</dt>
              <dd className="text">{sample.purpose}</dd>
            </Fields>
            <SampleRecipient sample={sample} />
          </Panel>
          <SampleMoveForm sample={sample} />
        </RecordColumns>
      )}
    </RecordView>
  )
}
