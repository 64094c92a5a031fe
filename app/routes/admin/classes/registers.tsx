/**
 * The registers of a day (/admin/registers, issue 30): a teacher's home screen. A teacher sees
 * their own classes' lessons, office staff every lesson, paged and searched by class or teacher
 * on the server. `?date=` opens an earlier day (default today in Dublin), `?notTaken=1` keeps
 * the lessons whose register is still to be taken (the dashboard links there).
 */

import { dublinDay } from "@server/services/bookings/days";
import { formatWeekday } from "@shared/format/dates";
import { isCalendarDate } from "@shared/forms/fields";
import { Form, useNavigation } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { DayLessons } from "../../../components/admin/classes/day-lessons";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchBox } from "../../../components/admin/search-box";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Checkbox, Input } from "../../../components/ui/field";
import { Pagination } from "../../../components/ui/pagination";
import { adminContext, listQueryOf } from "../admin.server";
import type { Route } from "./+types/registers";

export function meta() {
  return adminMeta("Registers");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const today = dublinDay(services.now());
  const asked = url.searchParams.get("date") ?? "";
  const { q, page, pageSize } = listQueryOf(url, 20);
  const query = {
    date: isCalendarDate(asked) ? asked : today,
    q,
    notTaken: url.searchParams.get("notTaken") === "1",
    page,
    pageSize,
  };
  const viewer = { id: session.user.id, name: session.user.displayName, role: session.user.role };
  return {
    list: await services.classes.lessonsOfDay(viewer, query),
    query,
    today,
    isTeacher: session.user.role === "teacher",
  };
}

export default function Registers({ loaderData }: Route.ComponentProps) {
  const { list, query, today, isTeacher } = loaderData;
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/admin/registers";
  const day = query.date === today ? "Today" : formatWeekday(query.date, { year: true });

  return (
    <>
      <PageHeader
        title="Registers"
        description={
          isTeacher
            ? "Your lessons of the day. Open one to take its register."
            : "Every lesson of the day and whether its register was taken."
        }
      />
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        aria-label="Choose the day"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <Input
          label="Day"
          type="date"
          name="date"
          defaultValue={query.date}
          max={today}
          onChange={submitNow}
          className="w-44"
        />
        {isTeacher ? null : (
          <div className="flex min-w-[12rem] flex-[1_1_14rem]">
            <SearchBox
              defaultValue={query.q}
              label="Search lessons"
              placeholder="Class or teacher"
              onChange={onSearchChange}
            />
          </div>
        )}
        <Checkbox
          label="Not taken only"
          name="notTaken"
          value="1"
          defaultChecked={query.notTaken}
          onChange={submitNow}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <h2 className="mb-2 font-sans text-lg font-semibold" data-testid="registers-day">
        {day}
        {query.date === today ? (
          <span className="font-normal text-ink-muted"> ({formatWeekday(query.date)})</span>
        ) : null}
      </h2>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm text-ink-muted">
        {loading ? "Loading lessons..." : ""}
      </p>
      <div className={loading ? "opacity-60" : undefined}>
        {list.items.length === 0 ? (
          <EmptyState
            title={query.notTaken ? "Every register is taken" : "No lessons on this day"}
            filtered={query.q !== ""}
            emptyText={
              query.notTaken
                ? "No lesson of this day is waiting for its register."
                : "Choose another day above."
            }
          />
        ) : (
          <DayLessons lessons={list.items} showTeacher={!isTeacher} />
        )}
      </div>
      {list.total > list.pageSize ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          label="Lesson pages"
        />
      ) : null}
    </>
  );
}
