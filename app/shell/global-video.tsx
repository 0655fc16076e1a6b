import { lazy, Suspense } from 'react'
import { useUiStore } from '~/components/ui/ui-store'

const VideoModal = lazy(() => import('~/components/ui/video-modal'))

/** The global video modal, whose code loads the first time a video is opened. */
export function GlobalVideo() {
  const video = useUiStore((state) => state.video)
  const closeVideo = useUiStore((state) => state.closeVideo)
  if (!video.isOpen || !video.id) return null
  return (
    <Suspense fallback={null}>
      <VideoModal videoId={video.id} onClose={closeVideo} />
    </Suspense>
  )
}
