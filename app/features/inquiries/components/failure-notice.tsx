import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Notice = styled.div`
  background: #fdecea;
  border-left: 4px solid ${colors.error};
  border-radius: 6px;
  padding: 14px 16px;

  p {
    margin: 0;
  }
  p + p {
    color: ${colors.text};
    margin-top: 4px;
  }
  .message {
    color: ${colors.error};
    font-weight: 600;
  }
`

/** Why the submission failed, read out at once; the input stays as it was. */
export function FailureNotice({ message }: { message: string }) {
  return (
    <Notice role="alert" data-testid="contact-failure">
      <p className="message">{message}</p>
      <p>{m.contact_input_kept()}</p>
    </Notice>
  )
}
