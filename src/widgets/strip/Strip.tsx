import "./strip.css";
import { memo } from "react";
import { StripItems } from "./StripItems.tsx";
import { type StripProps, useStrip } from "./useStrip.ts";

/**
 * The cards React draws: the first page, as the server did. They are never drawn again (the same props
 * each render), because each later page is the server's HTML, put in the list by the change's player.
 */
const FirstPage = memo(StripItems);

/** The paged content strip: numbered page buttons and previous/next, loading each page from the server. */
export function Strip(props: StripProps) {
  const { title, items, images } = props;
  const s = useStrip(props);
  const { pager } = s;
  return (
    <div {...s.containerProps}>
      <div {...s.stageProps}>
        <ul className="strip__items" data-strips-items="" aria-label={title}>
          <FirstPage items={items} images={images} />
        </ul>
        {s.canvas && <s.canvas.Canvas {...s.canvas.props} />}
      </div>
      <nav className="strip__pager" aria-label={`${title} pages`}>
        <button type="button" className="strip__arrow" data-strips-previous="" {...pager.previousProps}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">Previous page</span>
        </button>
        {pager.pageButtons.map(({ n, current, props }) => (
          <button key={n} type="button" className={current ? "strip__page active" : "strip__page"} {...props}>
            {n}
          </button>
        ))}
        <button type="button" className="strip__arrow" data-strips-next="" {...pager.nextProps}>
          <span className="visually-hidden">Next page</span>
          <span aria-hidden="true">→</span>
        </button>
        {pager.autoplay && (
          <button type="button" className="strip__arrow" {...pager.autoplay.props}>
            <span className="visually-hidden">Pause autoplay</span>
            <span aria-hidden="true">{pager.autoplay.paused ? "▶" : "❚❚"}</span>
          </button>
        )}
      </nav>
      <p className="visually-hidden" aria-live="polite">
        {s.status}
      </p>
    </div>
  );
}
