import "./caption.css";
import { type RefObject, useRef } from "react";
import type { ImageInfo } from "../../content/images.ts";
import { Picture } from "../../content/Picture.tsx";
import type { Align } from "./layout.ts";
import { useCaptionLayout } from "./useCaptionLayout.ts";

type Props = { image: ImageInfo; alt: string; title?: string | undefined; align: Align; sizes: string };

/**
 * A content image with its title shown as a visible caption under it, as wide as the image and aligned
 * as the image is. An image without a title gets no caption; the alt text stays its accessible name.
 */
export function Figure({ image, alt, title, align, sizes }: Props) {
  const ref = useRef<HTMLElement>(null);
  const layout = useCaptionLayout(ref, align, image.width);
  const picture = <Picture image={image} alt={alt} title={title} sizes={sizes} />;
  const className = `figure figure--${align}`;
  const style = layout && { width: layout.width };
  const measured = layout && { "data-float": layout.float };
  if (!title)
    return (
      <div ref={ref as RefObject<HTMLDivElement>} className={className} style={style} {...measured}>
        {picture}
      </div>
    );
  return (
    <figure ref={ref} className={className} style={style} {...measured}>
      {picture}
      <figcaption className="figure__caption">{title}</figcaption>
    </figure>
  );
}
