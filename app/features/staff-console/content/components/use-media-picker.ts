import { MediaPicker } from '../../media/media-picker'
import type { MediaPickerComponent } from './rich-text-editor'

/**
 * The media library's picker for the rich text editor's image button, when the body takes images (news): it lists the
 * library's usable images (Korean alt text set) and offers an upload.
 */
export function useMediaPicker(wanted: boolean): MediaPickerComponent | undefined {
  return wanted ? MediaPicker : undefined
}
