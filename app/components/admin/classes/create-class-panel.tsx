/**
 * "New class" beside the list (admins and editors). A plain form post: a refused save comes back
 * with what was typed and each field's problem, with or without JavaScript.
 */
import type { RoomItem, TeacherOption } from "@shared/classes/types";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { FormErrorList } from "../form-notices";
import { ClassFields, emptyClassValues } from "./class-fields";
import { type ClassActionResult, failureOf } from "./form-values";

export function CreateClassPanel({
  result,
  canEdit,
  teachers,
  rooms,
}: {
  result: ClassActionResult | undefined;
  canEdit: boolean;
  teachers: TeacherOption[];
  rooms: RoomItem[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const failure = failureOf(result, "create");
  const fieldCount = failure?.fields ? Object.keys(failure.fields).length : 0;
  return (
    <section
      aria-labelledby="new-class"
      className="h-fit rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="new-class" className="font-sans text-lg font-semibold text-ink">
        New class
      </h2>
      {canEdit ? (
        <Form
          key={
            failure
              ? `failed:${JSON.stringify(failure.values)}`
              : `saved:${result?.ok ? result.id : ""}`
          }
          method="post"
          noValidate
          preventScrollReset
          className="mt-4 grid gap-3 sm:grid-cols-2 2xl:grid-cols-1"
        >
          <input type="hidden" name="intent" value="create" />
          {failure ? (
            <div className="sm:col-span-2 2xl:col-span-1">
              <FormErrorList
                messages={[
                  fieldCount
                    ? `${failure.message} ${fieldCount === 1 ? "One field needs" : `${fieldCount} fields need`} your attention.`
                    : failure.message,
                ]}
              />
            </div>
          ) : null}
          <ClassFields
            values={failure?.values ?? emptyClassValues}
            errors={failure?.fields}
            teachers={teachers}
            rooms={rooms}
          />
          <div className="sm:col-span-2 2xl:col-span-1">
            <Button type="submit" disabled={busy} className="w-full sm:w-auto 2xl:w-full">
              {busy ? "Creating…" : "Create class"}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">Only admins and editors create classes.</p>
      )}
    </section>
  );
}
