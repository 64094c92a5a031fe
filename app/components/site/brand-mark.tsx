/**
 * The clover mark of the header and the footer, drawn by the stylesheet (`.brand-mark` in
 * app.css) rather than fetched. React names each picture of the first screen in `<head>` as a
 * preload, and the parser then requested both logos in the task that commits the navigation,
 * 3–6 ms each on this machine (four times that on a phone), before anything could be painted
 * (decision 0024). As an inline SVG component the drawing cost 0.6 KB of the JavaScript of
 * every page; in the stylesheet it is in the page's first response and nowhere else.
 * `size` is a Tailwind size class; `tile` adds the sand tile of icon-512.svg.
 */
export function BrandMark({ size, tile = false }: { size: string; tile?: boolean }) {
  return (
    <span aria-hidden="true" className={`brand-mark ${tile ? "brand-mark-tile " : ""}${size}`} />
  );
}
