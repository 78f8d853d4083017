import { useEffect, useState } from "react";
import { createStripModel, type StripModel, type StripState } from "./model.ts";

/** The paging model of one strip, made once it mounts (undefined until then), and its state. */
export function useStripModel(page: number, pages: number) {
  const [model, setModel] = useState<StripModel>();
  const [state, setState] = useState<StripState>({ page, pages, loading: false });
  useEffect(() => {
    const m = createStripModel({ page, pages });
    setModel(m);
    const off = m.on(() => setState(m.state()));
    return () => {
      off();
      m.destroy();
    };
  }, [page, pages]);
  return { model, state };
}
