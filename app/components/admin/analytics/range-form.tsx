/**
 * The date range of the analytics screen: a plain GET form (works without JavaScript), its
 * field errors from the loader, and a link back to the default 12 weeks.
 */
import { Form, Link, useNavigation } from "react-router";
import { CalendarRange } from "~/components/ui/icons";
import { Button } from "../../ui/button";
import { Input } from "../../ui/field";

export function RangeForm({
  from,
  to,
  errors,
}: {
  from: string;
  to: string;
  errors: { from?: string; to?: string };
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/analytics";
  return (
    <Form
      method="get"
      aria-label="Date range"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-mist bg-white p-4"
      noValidate
    >
      <Input
        type="date"
        name="from"
        label="From"
        defaultValue={from}
        error={errors.from}
        min="2000-01-01"
        max="2100-12-31"
        className="w-44"
        key={`from-${from}`}
      />
      <Input
        type="date"
        name="to"
        label="To"
        defaultValue={to}
        error={errors.to}
        min="2000-01-01"
        max="2100-12-31"
        className="w-44"
        key={`to-${to}`}
      />
      <div className="flex flex-wrap items-center gap-3 self-start pt-6">
        <Button type="submit" disabled={loading}>
          <CalendarRange aria-hidden="true" className="size-4" />
          {loading ? "Loading…" : "Show"}
        </Button>
        <Link to="/admin/analytics" className="text-sm font-medium text-sea underline">
          Last 12 weeks
        </Link>
      </div>
    </Form>
  );
}
