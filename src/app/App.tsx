import { Suspense } from "react";
import { Contact, Footer, HelpButton, MotionNotice, Tracker } from "./islands.ts";
import type { PageData } from "./pageData.ts";
import { About } from "./sections/About.tsx";
import { Fleet } from "./sections/Fleet.tsx";
import { Header } from "./sections/Header.tsx";
import { Hero } from "./sections/Hero.tsx";
import { Services } from "./sections/Services.tsx";

/**
 * The home page: the whole tree is rendered to HTML at build time; in the browser only its islands
 * (src/app/islands.ts) hydrate, each in its turn.
 */
export function App({ data }: { data: PageData }) {
  const { site, menu, sections, images } = data;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Each Suspense boundary hydrates in its own task, so the main thread is never blocked for the
          whole page at once. */}
      {/* The page that slides aside under the side menu (side.css); the floating parts stay outside it. */}
      <div className="page">
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
          <Contact contact={sections.contact} business={site.business} />
        </main>
        <Footer footer={sections.footer} business={site.business} />
      </div>
      <HelpButton phone={site.business.phone} business={site.business.name} />
      <MotionNotice />
      <Tracker analytics={site.analytics} />
    </>
  );
}
