import { IMAGE_FORMATS, defaultVariant, imageVariants } from "#app/images/image-variants.ts";
import { mediaPath } from "#app/images/media-paths.ts";

type ResponsiveImageProps = {
  /** An uploaded image and its upright size, as stored. */
  image: { id: number; width: number; height: number };
  alt: string;
  /** How wide the image is drawn, for the browser's choice of variant, e.g. "(min-width: 56rem) 832px, 100vw". */
  sizes: string;
  /** "eager" (with fetchPriority "high") for the image a page opens with; "lazy" for the rest. */
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "auto";
  className?: string;
};

/**
 * An uploaded image as AVIF, else WebP, at the width the layout needs (`srcset` + `sizes`). The
 * `<img>` carries the stored size, so its box is reserved before a byte arrives (no layout shift).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
}: ResponsiveImageProps) {
  const variants = imageVariants(image.width);
  // Descriptors give each variant's real width, which differs from its key only for the smallest.
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) =>
    variants.map(({ key, width }) => `${mediaPath(image.id, key, format)} ${width}w`).join(", ");
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={mediaPath(image.id, defaultVariant(image.width).key, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
