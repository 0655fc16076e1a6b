import type { MediaPickerComponent } from './rich-text-editor'

/**
 * The media library's picker for the rich text editor's image button, when the body takes images (news): undefined
 * while the library has none to offer.
 */
export function useMediaPicker(wanted: boolean): MediaPickerComponent | undefined {
  return wanted ? undefined : undefined
}
