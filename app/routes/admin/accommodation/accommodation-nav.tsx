/**
 * The tabs across the accommodation screens: providers (their pages included), the students
 * still without a home, and the payment runs to families.
 */
import { NavLink, useLocation } from "react-router";
import { cn } from "../../../components/ui/cn";

const tabs = [
  { to: "/admin/accommodation", label: "Providers", also: "/admin/accommodation/providers" },
  { to: "/admin/accommodation/unplaced", label: "Unplaced students" },
  { to: "/admin/accommodation/payment-runs", label: "Payment runs" },
] as const;

export function AccommodationNav() {
  const { pathname } = useLocation();
  const activeOf = (tab: (typeof tabs)[number]) =>
    pathname === tab.to ||
    (tab.to !== "/admin/accommodation" && pathname.startsWith(`${tab.to}/`)) ||
    ("also" in tab && pathname.startsWith(tab.also));
  return (
    <nav aria-label="Accommodation" className="mb-5 overflow-x-auto border-b border-mist">
      <ul className="flex gap-1">
        {tabs.map((tab) => {
          const active = activeOf(tab);
          return (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
                  active
                    ? "border-sea text-sea-deep"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
