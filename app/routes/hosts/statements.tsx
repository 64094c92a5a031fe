import { servicesContext } from "@server/http/context";
import { formatDate } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";
import { hostStatementQuerySchema } from "@shared/hosts/forms";
import { Link } from "react-router";
import { hostMeta } from "~/components/hosts/host-shell";
import type { Route } from "./+types/statements";
import { hostSessionContext } from "./session.server";

/**
 * Payments received (decision 0046): the approved payments of a year, by payment run, and the
 * year's total (what a family needs for the rent-a-room relief). `?year=`; this year by default.
 */
export const meta: Route.MetaFunction = () => hostMeta("Statements");

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = hostStatementQuerySchema.safeParse({
    year: new URL(request.url).searchParams.get("year") ?? undefined,
  });
  const year = asked.success ? asked.data.year : undefined;
  return context.get(servicesContext).hosts.portal.statement(context.get(hostSessionContext), year);
}

export default function HostStatements({ loaderData }: Route.ComponentProps) {
  const { year, years, lines, totalCents } = loaderData;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl text-sea-deep">Payments received in {year}</h1>
        <p className="mt-1 text-ink-muted">
          What the school paid you, by payment. Total for {year}:{" "}
          <strong className="text-ink" data-testid="statement-total">
            {formatCents(totalCents)}
          </strong>
        </p>
      </div>
      {years.length > 1 ? (
        <nav aria-label="Years">
          <ul className="flex flex-wrap gap-2">
            {years.map((option) => (
              <li key={option}>
                <Link
                  to={`/hosts/statements?year=${option}`}
                  aria-current={option === year ? "page" : undefined}
                  className="inline-flex min-h-11 min-w-16 items-center justify-center rounded-full border border-sea px-4 font-semibold text-sea aria-[current]:bg-sea aria-[current]:text-white"
                >
                  {option}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-ink-muted">No payments in {year} yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-mist bg-white">
          <table className="w-full text-left text-base">
            <caption className="sr-only">Payments received in {year}</caption>
            <thead className="border-b border-mist text-sm text-ink-muted">
              <tr>
                <th scope="col" className="p-3">
                  Paid on
                </th>
                <th scope="col" className="p-3">
                  For the nights
                </th>
                <th scope="col" className="p-3 text-right">
                  Nights
                </th>
                <th scope="col" className="p-3 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.runId} className="border-b border-mist/60 last:border-0">
                  <td className="p-3">{formatDate(line.approvedAt)}</td>
                  <td className="p-3">
                    {formatDate(line.from)} – {formatDate(line.to)}
                  </td>
                  <td className="p-3 text-right">{line.nights}</td>
                  <td className="p-3 text-right font-semibold">{formatCents(line.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
