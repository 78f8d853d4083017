import type { ReactNode, Ref } from "react";
import type { MobileOptions } from "./options.ts";

/** The side panel's top bar: the business logo (when shown), the title, Back and the close control. */
export function MenuBar({
  mobile,
  logo,
  showBack,
  onBack,
  closeRef,
}: {
  mobile: MobileOptions;
  logo: ReactNode;
  showBack: boolean;
  onBack: () => void;
  /** The close control: focus moves to it when the panel opens. */
  closeRef: Ref<HTMLButtonElement>;
}) {
  const Title = mobile.titleTag;
  return (
    <div className="menu__bar">
      {mobile.showLogo && logo && <span className="menu__logo">{logo}</span>}
      <Title className="menu__title">{mobile.title}</Title>
      <button type="button" className="menu__back" hidden={!showBack} onClick={onBack}>
        {mobile.backText}
      </button>
      <button
        ref={closeRef}
        type="button"
        className="menu__close"
        data-menu-close
        // A press before the page wakes is replayed on the close button rebuilt in the panel's container.
        data-early-press="menu-close"
        aria-label={`Close ${mobile.title.toLowerCase()}`}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
    </div>
  );
}
