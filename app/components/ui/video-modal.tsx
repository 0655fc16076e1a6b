import { styled } from '@linaria/react'
import { m } from '~/paraglide/messages'
import { Modal } from './modal'

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  iframe {
    border: 0;
    height: 100%;
    width: 100%;
  }
`

/** The company video; loaded only when somebody opens it. */
export default function VideoModal({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  return (
    <Modal open title={m.video_dialog_label()} onClose={onClose} size="xl" hideTitle>
      <Frame>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={m.video_dialog_label()}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      </Frame>
    </Modal>
  )
}
