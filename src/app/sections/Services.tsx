import type { ImageManifest } from "../../content/images.ts";
import type { StripPageData } from "../../content/paging.ts";
import type { Features, Sections } from "../../content/schema.ts";
import { stripEndpoint } from "../../protocol/strip.ts";
import { FeatureTable } from "../../widgets/featureTable/FeatureTable.tsx";
import { Strip } from "../../widgets/strip/Strip.tsx";
import { WidgetBoundary } from "../WidgetBoundary.tsx";

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
        <WidgetBoundary file="src/widgets/strip/Strip.tsx">
          <Strip
            moduleId={strip.id}
            title={strip.title}
            page={strip.page}
            pages={strip.pages}
            items={strip.items}
            images={images}
            endpoint={stripEndpoint(itemId)}
            options={strip}
          />
        </WidgetBoundary>
      </section>
      <section id="tiers" className="section section--tinted" aria-labelledby="tiers-heading">
        <div className="section__head">
          <h2 id="tiers-heading">{tiers.heading}</h2>
          <p>{tiers.intro}</p>
        </div>
        <WidgetBoundary file="src/widgets/featureTable/FeatureTable.tsx">
          <FeatureTable {...features} />
        </WidgetBoundary>
        <p className="section__note">{tiers.note}</p>
      </section>
    </>
  );
}
