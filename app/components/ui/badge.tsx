import type { ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

/** Every tone keeps its text at ≥ 4.5:1 on its background. */
const tones: Record<BadgeTone, string> = {
  neutral: "bg-[#eceeed] text-ink",
  info: "bg-sky text-sea-deep",
  success: "bg-[#e3f1e1] text-[#24561f]",
  warning: "bg-[#fbefd3] text-[#6b4406]",
  danger: "bg-[#fdecea] text-[#8f1c13]",
};

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
