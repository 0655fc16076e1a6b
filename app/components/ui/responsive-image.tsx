import { fallbackImageFormat, type ImageAsset, imageSrcSet, imageUrl, modernImageFormats } from './image-catalog'

interface ResponsiveImageProps {
  image: ImageAsset
  alt: string
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  /** Above the fold: load at once and first. Everything else loads lazily. */
  priority?: boolean
  className?: string
}

/** An image in AVIF or WebP where the browser supports it (JPEG otherwise), with its size reserved before it loads. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const fallbackWidth = image.widths[Math.floor(image.widths.length / 2)] ?? image.width
  return (
    <picture className={className}>
      {modernImageFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image, fallbackWidth, fallbackImageFormat)}
        srcSet={imageSrcSet(image, fallbackImageFormat)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
