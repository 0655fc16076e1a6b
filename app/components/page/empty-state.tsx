import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Box = styled.p`
  background: ${colors.surface};
  border-radius: 8px;
  color: ${colors.textMuted};
  margin: 0;
  padding: 60px 24px;
  text-align: center;
`

/** 'No content registered', or a more specific message. */
export function EmptyState({ message }: { message?: string }) {
  return <Box data-testid="empty-state">{message ?? m.empty_no_content()}</Box>
}
