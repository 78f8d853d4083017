import type { Gallery } from "../../content/schema.ts";
import type { slideProps } from "./slideProps.ts";

type Props = Pick<ReturnType<typeof slideProps>, "captionsProps" | "captionProps"> & {
  slides: Gallery["slides"];
};

/** The slides' captions, one over the other: during a change the leaving one fades out as the new one fades in. */
export function Captions({ slides, captionsProps, captionProps }: Props) {
  return (
    <div className="slideshow__captions" {...captionsProps}>
      {slides.map((slide, i) => (
        <div key={slide.image} {...captionProps(i)}>
          <p className="slideshow__title">{slide.title}</p>
          <p>{slide.caption}</p>
        </div>
      ))}
    </div>
  );
}
