/**
 * The people of a household. Admins see and change each member's year of birth and Garda
 * vetting (reference, expiry, status) and add members; editors see the names only, as the API
 * answers them (decision 0043). A vetting expired or expiring within 60 days is flagged.
 */
import {
  type HouseholdMember,
  type HouseholdMemberName,
  householdMemberStatuses,
} from "@shared/accommodation/types";
import { vettingState } from "@shared/accommodation/vetting";
import { formatDate } from "@shared/format/dates";
import { Form } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import { type AccommodationResult, failureOf } from "./form-values";
import { memberStatusLabels } from "./labels";
import { FormRefusal, Section } from "./section";

const isAdminView = (member: HouseholdMember | HouseholdMemberName): member is HouseholdMember =>
  "status" in member;

function VettingBadge({ member, today }: { member: HouseholdMember; today: string }) {
  if (member.status !== "vetted") {
    return (
      <Badge tone={member.status === "left" ? "neutral" : "warning"}>
        {memberStatusLabels[member.status]}
      </Badge>
    );
  }
  const state = vettingState(member.vettingExpiresOn, today);
  if (state === "expired")
    return <Badge tone="danger">Vetting expired {formatDate(member.vettingExpiresOn)}</Badge>;
  if (state === "expiring")
    return <Badge tone="warning">Vetting expires {formatDate(member.vettingExpiresOn)}</Badge>;
  if (state === "missing") return <Badge tone="warning">Vetted, no expiry recorded</Badge>;
  return <Badge tone="success">Vetted until {formatDate(member.vettingExpiresOn)}</Badge>;
}

function MemberFields({
  values,
  fields,
  idPrefix,
}: {
  values: Record<string, string>;
  fields: Record<string, string>;
  idPrefix: string;
}) {
  const text = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    error: fields[name],
  });
  return (
    <>
      <Input
        label="Name"
        maxLength={120}
        autoComplete="off"
        className="sm:col-span-2"
        {...text("name")}
      />
      <Input label="Year of birth" inputMode="numeric" {...text("birthYear")} />
      <Input
        label="Vetting reference"
        maxLength={60}
        autoComplete="off"
        {...text("vettingReference")}
      />
      <Input label="Vetting expires on" type="date" {...text("vettingExpiresOn")} />
      <Select
        label="Vetting status"
        {...text("status")}
        options={[
          ...(idPrefix === "new-member"
            ? [{ value: "", label: "Vetted if an expiry is given" }]
            : []),
          ...householdMemberStatuses.map((status) => ({
            value: status,
            label: memberStatusLabels[status],
          })),
        ]}
      />
    </>
  );
}

const memberValues = (member: HouseholdMember) => ({
  name: member.name,
  birthYear: String(member.birthYear),
  vettingReference: member.vettingReference ?? "",
  vettingExpiresOn: member.vettingExpiresOn ?? "",
  status: member.status,
});

export function HouseholdPanel({
  household,
  isAdmin,
  today,
  result,
}: {
  household: (HouseholdMember | HouseholdMemberName)[];
  isAdmin: boolean;
  today: string;
  result: AccommodationResult | undefined;
}) {
  const adding = failureOf(result, "add-member");
  return (
    <Section
      id="household"
      title="Household"
      description={
        isAdmin
          ? "Everyone who lives there. A minor is placed only when every member of 16 or over has Garda vetting valid for the whole stay."
          : "Everyone who lives there. Vetting details are for admins only."
      }
    >
      {household.length === 0 ? (
        <p className="text-sm text-ink-muted">No household member recorded yet.</p>
      ) : null}
      {!isAdmin ? (
        <ul className="grid gap-1 text-sm" aria-label="Household members">
          {household.map((member) => (
            <li key={member.id}>{member.name}</li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-3" aria-label="Household members">
          {household.filter(isAdminView).map((member) => {
            const failed = failureOf(result, "member", member.id);
            return (
              <li
                key={member.id}
                className="rounded-lg border border-mist p-3"
                data-testid="household-member"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{member.name}</span>
                  <VettingBadge member={member} today={today} />
                </div>
                <p className="mt-1 text-xs text-ink-muted">
                  Born {member.birthYear}
                  {member.vettingReference ? ` · Vetting ${member.vettingReference}` : ""}
                </p>
                <details className="mt-2" open={Boolean(failed)}>
                  <summary className="cursor-pointer text-sm font-semibold text-sea-deep">
                    Change {member.name}'s details or vetting
                  </summary>
                  <Form
                    key={`${member.status}-${member.vettingExpiresOn}-${member.vettingReference}`}
                    method="post"
                    noValidate
                    className="mt-3 grid gap-3 sm:grid-cols-2"
                    aria-label={`Vetting of ${member.name}`}
                  >
                    <input type="hidden" name="intent" value="member" />
                    <input type="hidden" name="target" value={member.id} />
                    <div className="sm:col-span-2">
                      <FormRefusal message={failed?.message} />
                    </div>
                    <MemberFields
                      values={failed?.values ?? memberValues(member)}
                      fields={failed?.fields ?? {}}
                      idPrefix={`member-${member.id}`}
                    />
                    <div className="sm:col-span-2">
                      <Button type="submit" variant="secondary" size="sm">
                        Save {member.name}
                      </Button>
                    </div>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {isAdmin ? (
        <details
          className="mt-4 border-t border-mist pt-4"
          open={Boolean(adding) || household.length === 0}
        >
          <summary className="cursor-pointer text-sm font-semibold text-sea-deep">
            Add a household member
          </summary>
          <Form
            key={`add-${household.length}`}
            method="post"
            noValidate
            aria-label="Add a household member"
            className="mt-3 grid gap-3 sm:grid-cols-2"
          >
            <input type="hidden" name="intent" value="add-member" />
            <div className="sm:col-span-2">
              <FormRefusal message={adding?.message} />
            </div>
            <MemberFields
              values={adding?.values ?? {}}
              fields={adding?.fields ?? {}}
              idPrefix="new-member"
            />
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary">
                Add member
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </Section>
  );
}
