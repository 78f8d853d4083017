import type { ImageManifest } from "../../content/images.ts";
import type { Sections } from "../../content/schema.ts";
import { Figure } from "../../widgets/caption/Figure.tsx";

/** Figures come first in the flow so that left and right aligned ones float beside the text. */
export function About({ about, images }: { about: Sections["about"]; images: ImageManifest }) {
  return (
    <section id="about" className="section section--tinted" aria-labelledby="about-heading">
      <div className="about">
        <h2 id="about-heading">{about.heading}</h2>
        {about.paragraphs.map((text, i) => {
          const figure = about.figures[i];
          const image = figure && images[figure.image];
          return (
            <div key={text.slice(0, 40)} className="about__block">
              {figure && image && (
                <Figure
                  image={image}
                  alt={figure.alt}
                  title={figure.title}
                  align={figure.align}
                  sizes="(min-width: 768px) 400px, 92vw"
                />
              )}
              <p>{text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
