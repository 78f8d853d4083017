import type { ImageManifest } from "../../content/images.ts";
import type { Gallery, Sections } from "../../content/schema.ts";
import { Slideshow } from "../islands.ts";

type Props = { hero: Sections["hero"]; gallery: Gallery; images: ImageManifest };

export function Hero({ hero, gallery, images }: Props) {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-heading">
      <div className="hero__intro">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="hero__heading">
          {hero.heading}
        </h1>
        <p className="hero__lead">{hero.lead}</p>
        <p className="hero__actions">
          {hero.actions.map((a, i) => (
            <a key={a.href} className={i === 0 ? "button button--primary" : "button"} href={a.href}>
              {a.label}
            </a>
          ))}
        </p>
      </div>
      <Slideshow gallery={gallery} images={images} />
    </section>
  );
}
