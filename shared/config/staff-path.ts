/** Staff screens live under /admin; everything else is a public page. */
export const isStaffPath = (path: string): boolean =>
  path === "/admin" || path.startsWith("/admin/");
