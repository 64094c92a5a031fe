import clsx from "clsx";
import { type ImgHTMLAttributes, useState } from "react";
import { useTranslation } from "~/i18n/react";

export const FALLBACK_IMAGE = "/images/fallback.svg";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image with its size set (no layout shift), a soft placeholder while it loads, our own
 * fallback artwork if it fails, and "Image unavailable" if that fails too (spec §4).
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  className,
  loading = "lazy",
  ...rest
}: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<"loading" | "loaded" | "fallback" | "failed">("loading");
  if (state === "failed") {
    return (
      <div
        role="img"
        aria-label={alt}
        className={clsx(
          "flex items-center justify-center bg-sand text-sm text-ink-muted",
          className,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {t("widgets.imageUnavailable")}
      </div>
    );
  }
  const current = state === "fallback" || !src ? FALLBACK_IMAGE : src;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-state={state}
      onLoad={() => setState((previous) => (previous === "loading" ? "loaded" : previous))}
      onError={() =>
        setState((previous) =>
          previous === "fallback" || current === FALLBACK_IMAGE ? "failed" : "fallback",
        )
      }
      className={clsx("bg-sand", className)}
    />
  );
}
