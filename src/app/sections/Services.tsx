import type { ImageManifest } from "../../content/images.ts";
import type { StripPageData } from "../../content/paging.ts";
import type { Features, Sections } from "../../content/schema.ts";
import { stripEndpoint } from "../../protocol/strip.ts";
import { FeatureTable, Strip } from "../islands.ts";

type Props = {
  services: Sections["services"];
  tiers: Sections["tiers"];
  strip: StripPageData;
  features: Features;
  images: ImageManifest;
  itemId: number;
};

export function Services({ services, tiers, strip, features, images, itemId }: Props) {
  return (
    <>
      <section id="services" className="section" aria-labelledby="services-heading">
        <div className="section__head">
          <h2 id="services-heading">{services.heading}</h2>
          <p>{services.intro}</p>
        </div>
        <Strip
          moduleId={strip.id}
          title={strip.title}
          page={strip.page}
          pages={strip.pages}
          items={strip.items}
          anchors={strip.anchors}
          images={images}
          endpoint={stripEndpoint(itemId)}
          options={strip}
        />
      </section>
      <section id="tiers" className="section section--tinted" aria-labelledby="tiers-heading">
        <div className="section__head">
          <h2 id="tiers-heading">{tiers.heading}</h2>
          <p>{tiers.intro}</p>
        </div>
        <FeatureTable {...features} />
        <p className="section__note">{tiers.note}</p>
      </section>
    </>
  );
}
