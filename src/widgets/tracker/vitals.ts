import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { sendMetric } from "./gtag.ts";

/** Loaded lazily after the page view: reports each Core Web Vital as an analytics event. */
export function reportVitals(): void {
  const report = ({ name, value, delta, id }: Metric) =>
    sendMetric(name, {
      // Analytics wants integers; CLS is a small fraction, so it is scaled as Google's guide does.
      value: Math.round(name === "CLS" ? delta * 1000 : delta),
      metric_id: id,
      metric_value: value,
      metric_delta: delta,
      non_interaction: true,
    });
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
