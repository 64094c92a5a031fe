/**
 * The clover mark of the header and the footer, drawn in the page: the drawing of
 * public/images/brand/mark.svg (those files stay for the staff screens, the icons and the
 * structured data); `tile` adds the sand square of icon-512.svg. `size` is a Tailwind size class.
 *
 * Not a picture: React names each picture of the first screen in `<head>` as a preload, and
 * the parser requested both logos in the task that commits the navigation, 3–6 ms each here
 * (decision 0024). Not a data URL in the stylesheet either (what this was): an SVG picture is a
 * document of its own, which the browser built in the middle of the first style pass, 1.5–6 ms
 * here (decision 0025). Inline, it is six shapes of the page. The header and the footer are
 * deferred parts (decision 0013), so this component is only in their code, which no page
 * fetches at its first load (vite.config.ts).
 */
const LEAF = "M32 30C27 27 20 21 21 14C22 8 29 8 32 13C35 8 42 8 43 14C44 21 37 27 32 30Z";
const TURNS = [0, 90, 180, 270] as const;

export function BrandMark({ size, tile = false }: { size: string; tile?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 64 64"
      className={`brand-mark shrink-0 ${size}`}
    >
      {tile && <rect width="64" height="64" rx="14" fill="#f6eedf" />}
      <g transform={tile ? "translate(8 8) scale(.75)" : undefined}>
        <g fill="#0f5c4d">
          {TURNS.map((turn) => (
            <path key={turn} d={LEAF} transform={turn ? `rotate(${turn} 32 32)` : undefined} />
          ))}
        </g>
        <path
          d="M34 34Q40 46 50 56"
          fill="none"
          stroke="#0f5c4d"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="32" cy="32" r="3.5" fill="#e4572e" />
      </g>
    </svg>
  );
}
