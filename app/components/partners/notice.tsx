import type { ReactNode } from "react";
import { AlertTriangle, CheckCircle2, Info } from "~/components/ui/icons";

const tones = {
  info: { box: "border-mist bg-sky text-sea-deep", icon: Info },
  success: { box: "border-grass bg-[#e3f1e1] text-[#24561f]", icon: CheckCircle2 },
  warning: { box: "border-[#c48a1a] bg-[#fbefd3] text-[#6b4406]", icon: Info },
  danger: { box: "border-[#b42318] bg-[#fdecea] text-[#7a1a12]", icon: AlertTriangle },
} as const;

/**
 * A message in a box: a status (polite) or, for errors after a post, an alert that takes the
 * focus (with or without JavaScript, through `autofocus`).
 */
export function Notice({
  tone,
  alert = false,
  className = "",
  testId,
  children,
}: {
  tone: keyof typeof tones;
  alert?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={alert ? "alert" : "status"}
      tabIndex={alert ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: an error after a post is where the person must look
      autoFocus={alert}
      className={`flex gap-3 rounded-2xl border-2 p-4 outline-none ${box} ${className}`}
      data-testid={testId}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
