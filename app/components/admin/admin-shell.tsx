/**
 * The admin frame: a sidebar (spec §2) that becomes a menu button under 1024 px, the
 * signed-in person's name and role, and Logout.
 */

import { type ReactNode, useEffect, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import {
  AlertTriangle,
  BarChart3,
  BedDouble,
  BookOpen,
  CalendarDays,
  CalendarRange,
  FileCheck2,
  FileText,
  GraduationCap,
  HeartHandshake,
  History,
  Inbox,
  Languages,
  LayoutDashboard,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Settings,
  ShieldCheck,
  UserCheck,
  Users,
  X,
} from "~/components/ui/icons";
import { cn } from "../ui/cn";

const links = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarRange },
  { to: "/admin/accommodation", label: "Accommodation", icon: BedDouble },
  { to: "/admin/invoices", label: "Invoices", icon: FileText },
  { to: "/admin/agencies", label: "Agencies", icon: HeartHandshake },
  { to: "/admin/programs", label: "Programs", icon: GraduationCap },
  { to: "/admin/destinations", label: "Destinations", icon: MapPin },
  { to: "/admin/inquiries", label: "Inquiries", icon: MessageSquare },
  { to: "/admin/students", label: "Students", icon: Users },
  { to: "/admin/content", label: "Content", icon: BookOpen },
  { to: "/admin/translations", label: "Translations", icon: Languages },
  { to: "/admin/level-test", label: "Level test", icon: FileCheck2 },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/admin/emails", label: "E-mails", icon: Mail },
] as const;

/** Running the courses (issue 30): teachers see their registers and classes, and nothing else. */
const teachingLinks = [
  { to: "/admin/registers", label: "Registers", icon: UserCheck, teachers: true },
  { to: "/admin/classes", label: "Classes", icon: GraduationCap, teachers: true },
  { to: "/admin/timetable", label: "Timetable", icon: CalendarDays, teachers: false },
  { to: "/admin/placement", label: "Placement", icon: Users, teachers: false },
  { to: "/admin/attendance", label: "Attendance", icon: AlertTriangle, teachers: false },
] as const;

/** Below the daily screens: one's own settings, and what only admins may see. */
const accountLinks = [
  { to: "/admin/settings", label: "Settings", icon: Settings, adminOnly: false },
  { to: "/admin/audit", label: "Audit trail", icon: History, adminOnly: true },
  { to: "/admin/privacy", label: "Privacy (GDPR)", icon: ShieldCheck, adminOnly: true },
] as const;

export interface ShellUser {
  displayName: string;
  role: "admin" | "editor" | "teacher";
}

function Navigation({ onNavigate, role }: { onNavigate?: () => void; role: ShellUser["role"] }) {
  const location = useLocation();
  const visible =
    role === "teacher"
      ? [
          ...teachingLinks.filter((link) => link.teachers),
          ...accountLinks.filter((l) => !l.adminOnly),
        ]
      : [
          links[0],
          ...teachingLinks,
          ...links.slice(1),
          ...accountLinks.filter((link) => !link.adminOnly || role === "admin"),
        ];
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {visible.map(({ to, label, icon: Icon }) => {
          const active =
            location.pathname === to ||
            location.pathname.startsWith(`${to}/`) ||
            (to === "/admin/dashboard" && location.pathname === "/admin");
          return (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium",
                  active ? "bg-sea text-white" : "text-ink hover:bg-sky",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function UserPanel({ user }: { user: ShellUser }) {
  return (
    <div className="border-t border-mist p-4">
      <p className="text-sm font-semibold text-ink" data-testid="admin-user">
        {user.displayName}
      </p>
      <p className="text-xs text-ink-muted capitalize">{user.role}</p>
      <Form method="post" action="/admin/logout" className="mt-3">
        <button
          type="submit"
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-sky"
        >
          <LogOut aria-hidden="true" className="size-4" /> Logout
        </button>
      </Form>
    </div>
  );
}

/** The brand leads home: the dashboard, or a teacher's registers (the dashboard is not theirs). */
function Brand({ role }: { role: ShellUser["role"] }) {
  return (
    <a
      href={role === "teacher" ? "/admin/registers" : "/admin/dashboard"}
      className="flex items-center gap-2 font-semibold text-sea-deep"
    >
      <img src="/images/brand/mark.svg" alt="" width={28} height={28} />
      <span>Clover English Admin</span>
    </a>
  );
}

export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Close the small-screen menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="min-h-screen bg-[#f7f8f7] text-ink lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Skip to main content
      </a>
      {/* Wide screens: a fixed sidebar. */}
      <aside
        aria-label="Sidebar"
        className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col border-r border-mist bg-white lg:flex"
      >
        <div className="border-b border-mist px-4 py-4">
          <Brand role={user.role} />
        </div>
        <Navigation role={user.role} />
        <UserPanel user={user} />
      </aside>
      {/* Small screens: a top bar with a menu button. */}
      <header className="sticky top-0 z-40 flex items-center justify-between border-b border-mist bg-white px-4 py-3 lg:hidden">
        <Brand role={user.role} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-mobile-menu"
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg p-2 text-ink hover:bg-sky"
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </header>
      {open ? (
        <div
          id="admin-mobile-menu"
          className="fixed inset-x-0 top-[57px] bottom-0 z-30 flex flex-col bg-white lg:hidden"
        >
          <Navigation role={user.role} onNavigate={() => setOpen(false)} />
          <UserPanel user={user} />
        </div>
      ) : null}
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
