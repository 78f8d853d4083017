import { Suspense } from "react";
import { HelpButton } from "../widgets/help/HelpButton.tsx";
import { Tracker } from "../widgets/tracker/Tracker.tsx";
import { MotionNotice } from "./MotionNotice.tsx";
import type { PageData } from "./pageData.ts";
import { About } from "./sections/About.tsx";
import { Contact } from "./sections/Contact.tsx";
import { Fleet } from "./sections/Fleet.tsx";
import { Footer } from "./sections/Footer.tsx";
import { Header } from "./sections/Header.tsx";
import { Hero } from "./sections/Hero.tsx";
import { Services } from "./sections/Services.tsx";
import { WidgetBoundary } from "./WidgetBoundary.tsx";

/** The home page: the same tree is rendered to HTML at build time and hydrated in the browser. */
export function App({ data }: { data: PageData }) {
  const { site, menu, sections, images } = data;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Each Suspense boundary hydrates in its own task, so the main thread is never blocked for the
          whole page at once, and a click hydrates its section first. */}
      <Suspense>
        <Header site={site} menu={menu} images={images} />
      </Suspense>
      <main id="main">
        <Suspense>
          <Hero hero={sections.hero} gallery={data.gallery} images={images} />
        </Suspense>
        <Suspense>
          <Services
            services={sections.services}
            tiers={sections.tiers}
            strip={data.strip}
            features={data.features}
            images={images}
            itemId={site.itemId}
          />
        </Suspense>
        <Suspense>
          <Fleet fleet={sections.fleet} images={images} />
        </Suspense>
        <Suspense>
          <About about={sections.about} images={images} />
        </Suspense>
        <Suspense>
          <Contact contact={sections.contact} business={site.business} />
        </Suspense>
      </main>
      <Suspense>
        <Footer footer={sections.footer} business={site.business} />
      </Suspense>
      <WidgetBoundary file="src/widgets/help/HelpButton.tsx">
        <HelpButton phone={site.business.phone} business={site.business.name} />
      </WidgetBoundary>
      <MotionNotice />
      <WidgetBoundary file="src/widgets/tracker/Tracker.tsx">
        <Tracker analytics={site.analytics} />
      </WidgetBoundary>
    </>
  );
}
