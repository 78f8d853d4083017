import { Fragment } from "react";
import type { Sections, Site } from "../../content/schema.ts";

/** An address that may wrap only before its "@" and its dots, never mid-word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?=[@.])/);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string, in order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function Contact({ contact, business }: { contact: Sections["contact"]; business: Site["business"] }) {
  const { address } = business;
  return (
    <section id="contact" className="section contact" aria-labelledby="contact-heading">
      <div className="section__head">
        <h2 id="contact-heading">{contact.heading}</h2>
        <p>{contact.intro}</p>
      </div>
      <div className="contact__grid">
        <div>
          <h3>Telephone</h3>
          <p>
            <a href={`tel:${business.phone}`}>{business.phoneDisplay ?? business.phone}</a>
          </p>
          <p>{business.hours}</p>
        </div>
        <div>
          <h3>E-mail</h3>
          <p>
            <a href={`mailto:${business.email}`}>
              <Breakable text={business.email} />
            </a>
          </p>
        </div>
        <div>
          <h3>Office</h3>
          <address>
            {business.name}
            <br />
            {address.street}
            <br />
            {address.city} {address.postcode}
            <br />
            {address.country}
          </address>
        </div>
      </div>
    </section>
  );
}
