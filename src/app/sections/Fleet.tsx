import type { ImageManifest } from "../../content/images.ts";
import type { Sections } from "../../content/schema.ts";
import { Figure } from "../../widgets/caption/Figure.tsx";

export function Fleet({ fleet, images }: { fleet: Sections["fleet"]; images: ImageManifest }) {
  return (
    <section id="fleet" className="section" aria-labelledby="fleet-heading">
      <div className="section__head">
        <h2 id="fleet-heading">{fleet.heading}</h2>
        <p>{fleet.intro}</p>
      </div>
      <ul className="fleet">
        {fleet.vehicles.map((v) => {
          const image = images[v.figure.image];
          return (
            <li key={v.id} id={v.id} className="vehicle">
              {image && (
                <Figure
                  image={image}
                  alt={v.figure.alt}
                  title={v.figure.title}
                  align={v.figure.align}
                  sizes="(min-width: 1200px) 570px, (min-width: 768px) 46vw, 92vw"
                />
              )}
              <h3 className="vehicle__name">{v.name}</h3>
              <p className="vehicle__model">{v.model}</p>
              <p>{v.description}</p>
              <dl className="vehicle__specs">
                <div>
                  <dt>Passengers</dt>
                  <dd>{v.passengers}</dd>
                </div>
                <div>
                  <dt>Suitcases</dt>
                  <dd>{v.luggage}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
