import type { Icon } from "~/components/ui/icons";

export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | string;
  icon?: Icon;
}) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2 rounded-xl border border-mist bg-white p-4">
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        {/* Amounts of money can outgrow a phone's half-width card: they wrap, not overflow. */}
        <p className="mt-1 text-2xl font-semibold text-ink tabular-nums [overflow-wrap:anywhere]">
          {typeof value === "number" ? value.toLocaleString("en-IE") : value}
        </p>
      </div>
      {Icon ? <Icon aria-hidden="true" className="size-6 shrink-0 text-sea" /> : null}
    </div>
  );
}

export function StatGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {children}
    </section>
  );
}
