/**
 * The clover mark, drawn in the page rather than fetched. The header and the footer are on every
 * public page, and React names each picture of the first screen in `<head>` as a preload: the
 * parser then requested both logos in the task that commits the navigation, 3–5 ms each on this
 * machine (four times that on a phone) before anything could be painted (decision 0024). The
 * drawing is public/images/brand/mark.svg; `tile` adds the sand tile of icon-512.svg. Those files
 * stay for the staff screens, the icons and the structured data.
 */
const LEAF = "M32 30C27 27 20 21 21 14C22 8 29 8 32 13C35 8 42 8 43 14C44 21 37 27 32 30Z";
const TURNS = [0, 90, 180, 270] as const;

export function BrandMark({ size, tile = false }: { size: number; tile?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className="shrink-0"
    >
      {tile && <rect width="64" height="64" rx="14" fill="#F6EEDF" />}
      <g transform={tile ? "translate(8 8) scale(.75)" : undefined}>
        <g fill="#0F5C4D">
          {TURNS.map((turn) => (
            <path key={turn} d={LEAF} transform={turn ? `rotate(${turn} 32 32)` : undefined} />
          ))}
        </g>
        <path
          d="M34 34Q40 46 50 56"
          fill="none"
          stroke="#0F5C4D"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="32" cy="32" r="3.5" fill="#E4572E" />
      </g>
    </svg>
  );
}
