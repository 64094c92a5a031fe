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
    <div className="flex items-center justify-between rounded-xl border border-mist bg-white p-4">
      <div>
        <p className="text-sm text-ink-muted">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-ink tabular-nums">
          {typeof value === "number" ? value.toLocaleString("en-IE") : value}
        </p>
      </div>
      {Icon ? <Icon aria-hidden="true" className="size-6 text-sea" /> : null}
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
