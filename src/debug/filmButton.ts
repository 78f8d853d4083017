import type { gsap } from "gsap";
import type { FolderApi } from "tweakpane";
import { loadGuarded } from "../platform/reportError.ts";
import { named, type PanelContext } from "./context.ts";
import type { FilmFps } from "./film.ts";

/** Film, with its WebM encoder: a lazy chunk of its own, loaded when Film is pressed. */
const FILM_FILE = "src/debug/film.ts";

/**
 * The Playback folder's Film and its frame rate (behaviour.md 13): films the slideshow's last transition,
 * which `last` gives (devtools.ts), in film.ts's chunk, which only a designer who films downloads.
 */
export function addFilmButton(
  folder: FolderApi,
  ctx: PanelContext,
  last: () => gsap.core.Timeline | undefined,
): void {
  const film = { fps: 30 as FilmFps };
  named(
    folder.addBinding(film, "fps", { label: "film fps", options: { "30": 30, "60": 60 } }),
    "Film frame rate",
  );
  folder.addButton({ title: "Film" }).on("click", () => {
    void loadGuarded(FILM_FILE, () => import("./film.ts")).then((f) =>
      f?.downloadFilm(ctx, last(), film.fps),
    );
  });
}
